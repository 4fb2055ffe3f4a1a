#!/bin/sh
# The fake UCI engine in its "hang" mode (see fakeuci.sh).
FAKEUCI_MODE=hang exec "$(dirname "$0")/fakeuci.sh"
