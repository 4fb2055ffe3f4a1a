#!/bin/sh
# Installs the Debian 12 packages Rampart needs, only when one is missing.
# Run as root (or with sudo available).
set -eu
PACKAGES="cmake g++ make clang libclang-rt-14-dev qt6-base-dev qt6-svg-dev qt6-tools-dev
qt6-l10n-tools qt6-charts-dev libqt6opengl6-dev libgl-dev libzstd-dev pkg-config
desktop-file-utils appstream help2man man-db dpkg-dev file nlohmann-json3-dev
libfathom-dev libgaviotatb-dev gaviotatb"
missing=""
for p in $PACKAGES; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
    echo "Installing:$missing"
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO apt-get update -q
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends $missing
fi
# Optional test helper: tst_uciengine runs Stockfish (Debian package
# "stockfish") beside its fake engine when it is installed, and skips those
# cases otherwise. Install it with RAMPART_OPTIONAL=1.
if [ "${RAMPART_OPTIONAL:-0}" = 1 ] && ! dpkg-query -W -f='${Status}' stockfish 2>/dev/null | grep -q "ok installed"; then
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends stockfish
fi
