#!/bin/sh
# Installs the Debian 12 packages Rampart needs, only when one is missing.
# Run as root (or with sudo available).
set -eu
PACKAGES="cmake g++ make clang libclang-rt-14-dev qt6-base-dev qt6-svg-dev qt6-tools-dev
qt6-l10n-tools qt6-charts-dev libqt6opengl6-dev libgl-dev libzstd-dev pkg-config
desktop-file-utils appstream help2man man-db dpkg-dev file nlohmann-json3-dev
libfathom-dev libgaviotatb-dev gaviotatb"
# The GUI: a font with the chess value signs DejaVu Sans lacks (U+2A71/U+2A72,
# see app/text/chesssymbols.h) and Qt's own translations (standard buttons).
PACKAGES="$PACKAGES fonts-symbola qt6-translations-l10n"
# Tests: Stockfish beside Rampart (tst_uciengine, tests/compare_*.sh) and the
# source format check (tests/run_all.sh).
PACKAGES="$PACKAGES stockfish clang-format"
# The build links with LLVM's lld when it is installed (CMakeLists.txt): the
# tests' sixty programs link several times faster than with GNU ld.
PACKAGES="$PACKAGES lld"
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
