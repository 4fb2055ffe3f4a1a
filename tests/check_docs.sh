#!/bin/sh
# Keeps the documents true to the tree (run by tests/run_all.sh):
#   1. every source path a Markdown file names exists: a word that starts with
#      core/, app/, tests/, resources/ or translations/ must be a file or
#      folder, or the stem of one (`app/widgets/boardview` for boardview.h and
#      .cpp); paths under a build folder (`build/tests/x.png`) and patterns
#      with `*` are outputs or globs, not sources, and are passed over;
#   2. the layer diagram of README.md names exactly the core layers that
#      core/CMakeLists.txt builds as libraries (add_subdirectory of a folder
#      whose CMakeLists.txt calls rampart_core_layer).
# Prints every mismatch and exits 1 if there is one.
set -eu
cd "$(dirname "$0")/.."
status=0

# The listing must name documents: a failed `git ls-files` (no checkout)
# would leave the loop nothing to check, and the check would pass.
docs=$(git ls-files '*.md') || {
    echo "documents: git ls-files failed"
    exit 1
}
if [ -z "$docs" ]; then
    echo "documents: git ls-files lists no Markdown file"
    exit 1
fi
for doc in $docs; do
    # Each candidate with the character before it, so build outputs are skipped.
    grep -oE '(^|[^A-Za-z0-9_./-])(core|app|tests|resources|translations)/[A-Za-z0-9_./*-]*[A-Za-z0-9_*]' "$doc" |
        sed -E 's/^[^a-z]//' | sort -u | while read -r path; do
        case "$path" in *'*'*) continue ;; esac
        if [ -e "$path" ] || [ -e "$path.h" ] || [ -e "$path.cpp" ] || [ -e "$path.sh" ]; then
            continue
        fi
        echo "$doc names $path, which does not exist"
        echo x >> "${TMPDIR:-/tmp}/rampart-check-docs.$$"
    done
done
if [ -e "${TMPDIR:-/tmp}/rampart-check-docs.$$" ]; then
    rm -f "${TMPDIR:-/tmp}/rampart-check-docs.$$"
    status=1
fi

# The core layers the build makes libraries of.
built=$(for dir in $(sed -nE 's/^add_subdirectory\(([a-z]+)\)/\1/p' core/CMakeLists.txt); do
    grep -q '^rampart_core_layer(' "core/$dir/CMakeLists.txt" && echo "$dir"
done | sort -u)
# The layers the README's diagram names: `core/<layer>` inside its indented block.
drawn=$(awk '/^## Architecture/ { on = 1; next } on && /^## / { exit } on && /^    / { print }' README.md |
    grep -oE 'core/[a-z]+' | sed 's|core/||' | sort -u)
if [ "$built" != "$drawn" ]; then
    echo "README.md's layer diagram names: $(echo $drawn)"
    echo "core/CMakeLists.txt builds layers: $(echo $built)"
    status=1
fi

[ "$status" -eq 0 ] && echo "documents: every named path exists, the layer diagram matches the build"
exit "$status"
