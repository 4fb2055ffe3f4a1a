#!/bin/sh
# Checks that Rampart installs like a desktop application, without touching the
# system: everything goes to a temporary staging folder that is removed at the end.
#
#   sh tests/install_check.sh [BUILD_DIR]      (default build/, already built)
#
#  1. cmake --install into a staging prefix (DESTDIR, prefix /usr) and check that
#     the programs, desktop entry, metainfo, icons and manual pages are there;
#  2. validate the desktop entry (desktop-file-validate) and the metainfo
#     (appstreamcli validate --no-net);
#  3. render the manual pages with man -l and check that every command that
#     `rampart-cli --help` lists is in rampart-cli(1), with its usage line;
#  4. run the staged programs: --version prints the project version, the
#     GUI starts (offscreen) and renders its window, and rampart-cli tries
#     Gaviota's files with the staged trial program (libexec/rampart);
#  5. build the Debian package with cpack and list its contents and
#     dependencies with dpkg-deb.
# Needs desktop-file-utils, appstream, man-db, dpkg-dev and file (.ci/deps.sh).
set -eu
cd "$(dirname "$0")/.."
BUILD="${1:-build}"
[ -f "$BUILD/CMakeCache.txt" ] || { echo "install_check: $BUILD is not a build folder" >&2; exit 2; }
BUILD=$(cd "$BUILD" && pwd)

work=$(mktemp -d "${TMPDIR:-/tmp}/rampart-install-check.XXXXXX")
trap 'rm -rf "$work"' EXIT
stage="$work/stage"
root="$stage/usr"
failures=0
fail() { echo "install_check: FAIL: $*" >&2; failures=$((failures + 1)); }
ok() { echo "install_check: ok: $*"; }
# The staged programs must not read or write the user's settings.
export XDG_CONFIG_HOME="$work/config"

echo "== 1. install into a staging folder"
if ! DESTDIR="$stage" cmake --install "$BUILD" --prefix /usr > "$work/install.log" 2>&1; then
    cat "$work/install.log"
    echo "install_check: FAIL: cmake --install" >&2
    exit 1
fi
outside=$(find "$stage" -mindepth 1 -maxdepth 1 ! -name usr)
[ -z "$outside" ] && ok "everything under the prefix" || fail "installed outside the prefix: $outside"

set -- "$root"/share/applications/*.desktop
[ "$#" -eq 1 ] && [ -f "$1" ] || { echo "install_check: FAIL: not one desktop entry: $*" >&2; exit 1; }
desktop="$1"
app_id=$(basename "$desktop" .desktop)
metainfo="$root/share/metainfo/$app_id.metainfo.xml"
icon=$(sed -n 's/^Icon=//p' "$desktop")
for f in bin/rampart bin/rampart-cli libexec/rampart/rampart-tbtrial "share/metainfo/$app_id.metainfo.xml" \
         "share/icons/hicolor/scalable/apps/$icon.svg" \
         share/man/man1/rampart-cli.1.gz share/man/man1/rampart.1.gz \
         share/doc/rampart/copyright; do
    [ -f "$root/$f" ] && ok "$f" || fail "missing $f"
done
for f in bin/rampart bin/rampart-cli; do
    file -b "$root/$f" | grep -q '^ELF .* executable' || fail "$f is not an executable: $(file -b "$root/$f")"
done
for size in 16 22 24 32 48 64 128 256 512; do
    png="share/icons/hicolor/${size}x$size/apps/$icon.png"
    if file -b "$root/$png" 2>/dev/null | grep -q "^PNG image data, $size x $size,"; then
        ok "$png"
    else
        fail "$png is not a ${size}x$size PNG"
    fi
done

echo "== 2. desktop entry and metainfo"
desktop-file-validate "$desktop" && ok "desktop-file-validate $app_id.desktop" || fail "desktop-file-validate"
appstreamcli validate --no-net "$metainfo" && ok "appstreamcli validate $app_id.metainfo.xml" \
    || fail "appstreamcli validate"
grep -q "<launchable type=\"desktop-id\">$app_id.desktop</launchable>" "$metainfo" \
    && ok "metainfo launches the desktop entry" || fail "metainfo does not name $app_id.desktop"

echo "== 3. manual pages"
render() { MANWIDTH=120 LC_ALL=C.UTF-8 man -l "$1" 2> "$work/man.err" | col -bx; }
render "$root/share/man/man1/rampart-cli.1.gz" > "$work/rampart-cli.txt"
[ -s "$work/man.err" ] && fail "man -l rampart-cli.1.gz: $(cat "$work/man.err")"
commands=$("$root/bin/rampart-cli" --help | sed -n '/Commands:$/,/^$/s/^  \([a-z][a-z0-9-]*\) .*/\1/p')
[ -n "$commands" ] || fail "rampart-cli --help lists no commands"
for command in $commands; do
    usage=$("$root/bin/rampart-cli" "$command" --help | head -n 1)
    if grep -q "^ *rampart-cli $command\$" "$work/rampart-cli.txt" &&
        grep -qF -- "$usage" "$work/rampart-cli.txt"; then
        ok "rampart-cli(1) documents '$command'"
    else
        fail "rampart-cli(1) lacks the command '$command' (usage: $usage)"
    fi
done
render "$root/share/man/man1/rampart.1.gz" > "$work/rampart.txt"
grep -q -- "--screenshot" "$work/rampart.txt" && ok "rampart(1) documents its options" \
    || fail "rampart(1) lacks --screenshot"

echo "== 4. the staged programs"
version=$("$root/bin/rampart-cli" --version | sed -n 's/^rampart-cli //p')
[ -n "$version" ] && ok "staged rampart-cli --version: $version" || fail "rampart-cli --version"
gui_version=$(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$root/bin/rampart" --version)
[ "$gui_version" = "rampart $version" ] && ok "staged rampart --version without a display" \
    || fail "rampart --version printed '$gui_version'"
grep -q "<release version=\"$version\"" "$metainfo" && ok "metainfo release $version" \
    || fail "metainfo has no release $version"
if QT_QPA_PLATFORM=offscreen "$root/bin/rampart" --screenshot "$work/window.png" &&
    file -b "$work/window.png" | grep -q '^PNG image data'; then
    ok "staged rampart starts and renders its window"
else
    fail "staged rampart did not render its window"
fi

# The trial program of tablebase files: the staged one, found beside the staged
# programs, must do the trial (the build tree's is moved aside meanwhile, so
# it cannot stand in), and without any the files are refused with a message
# that names it.
trial="$root/libexec/rampart/rampart-tbtrial"
gtb="${RAMPART_GAVIOTA_DIR:-/usr/share/gaviotatb/gtb4}"
if [ ! -x "$trial" ]; then
    fail "missing libexec/rampart/rampart-tbtrial"
elif [ ! -d "$gtb" ]; then
    fail "no Gaviota files in $gtb (gaviotatb, .ci/deps.sh)"
else
    aside="$BUILD/libexec.install-check"
    mv "$BUILD/libexec" "$aside"
    # Put back even when a check stops the script (the trap runs under set -e).
    trap 'if [ -d "$aside" ]; then mv "$aside" "$BUILD/libexec"; fi; rm -rf "$work"' EXIT
    sources() { "$root/bin/rampart-cli" tb sources --cache-dir "$work/no-tables" --gaviota-path "$gtb" 2>&1; }
    found=$(sources || true)
    if echo "$found" | grep -q "^  5 materials, 5 files" && ! echo "$found" | grep -q "problem:"; then
        ok "staged rampart-cli tries the Gaviota files with the staged trial program"
    else
        fail "staged tb sources: $found"
    fi
    mv "$trial" "$work/rampart-tbtrial"
    found=$(sources || true)
    echo "$found" | grep -q "the trial program rampart-tbtrial is missing" &&
        ok "without the trial program: $(echo "$found" | grep -m1 'problem:' | sed 's/^ *//')" ||
        fail "without the trial program: $found"
    mv "$work/rampart-tbtrial" "$trial"
    mv "$aside" "$BUILD/libexec"
fi

echo "== 5. Debian package"
if ! cpack --config "$BUILD/CPackConfig.cmake" -G DEB -B "$work/package" > "$work/cpack.log" 2>&1; then
    cat "$work/cpack.log"
    echo "install_check: FAIL: cpack -G DEB" >&2
    exit 1
fi
set -- "$work"/package/*.deb
deb="$1"
echo "-- $(basename "$deb")"
dpkg-deb --field "$deb" Package Version Architecture Section Priority Depends Description
echo "-- contents"
dpkg-deb --contents "$deb" | awk '{print $6}' | tee "$work/contents.txt"
[ "$(dpkg-deb --field "$deb" Version)" = "$version" ] && ok "package version $version" \
    || fail "package version is not $version"
[ "$(dpkg-deb --field "$deb" Section)" = games ] && ok "section games" || fail "section"
# A synopsis line, then a long description in Debian's form (lines indented by one space).
description=$(dpkg-deb --field "$deb" Description)
if [ "$(echo "$description" | wc -l)" -ge 3 ] && echo "$description" | sed -n '2,$p' | grep -qv '^ '; then
    fail "description lines not in Debian's form"
elif [ "$(echo "$description" | wc -l)" -ge 3 ]; then
    ok "synopsis and long description"
else
    fail "no long description"
fi
depends=$(dpkg-deb --field "$deb" Depends)
for library in libc6 libstdc++6 libqt6core6 libqt6gui6 libqt6widgets6 libqt6svg6; do
    echo "$depends" | grep -q "\\b$library (>= " && ok "depends on $library (from dpkg-shlibdeps)" \
        || fail "Depends lacks $library: $depends"
done
(cd "$stage" && find . -type f | sort) > "$work/staged.txt"
missing=$(sort "$work/contents.txt" | comm -13 - "$work/staged.txt")
[ -z "$missing" ] && ok "the package holds every installed file" || fail "not in the package: $missing"

if [ "$failures" -ne 0 ]; then
    echo "install_check: $failures check(s) failed" >&2
    exit 1
fi
echo "install_check: all checks passed"
