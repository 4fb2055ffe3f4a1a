#!/bin/sh
# The fake UCI engine in its "crash" mode (see fakeuci.sh).
FAKEUCI_MODE=crash exec "$(dirname "$0")/fakeuci.sh"
