#!/bin/sh
# Keeps the documents true to the tree, in both directions (run by
# tests/run_all.sh):
#   1. every source path a Markdown file names exists: a word that starts with
#      core/, app/, tests/, resources/ or translations/ must be a file or
#      folder, or the stem of one (`app/widgets/boardview` for boardview.h and
#      .cpp); paths under a build folder (`build/tests/x.png`) and patterns
#      with `*` are outputs or globs, not sources, and are passed over;
#   2. every header under core/, app/ and tests/ is named, by its file name
#      (`boardview.h`), in the README.md of its folder or, for a folder
#      without one, of the nearest folder above it that has one;
#   3. every folder under core/ and app/ that holds files has a README.md;
#   4. no Markdown file is longer than 350 lines (the top README.md, the
#      user's manual, excepted) and no Markdown line longer than 600
#      characters: a folder's README says what the folder owns, its
#      invariants and how to change it; the history of its figures is in
#      the commit messages of the changes that moved them;
#   5. the layer diagram of README.md names exactly the core layers that
#      core/CMakeLists.txt builds as libraries (add_subdirectory of a folder
#      whose CMakeLists.txt calls rampart_core_layer).
# Prints every mismatch and exits 1 if there is one.
set -eu
cd "$(dirname "$0")/.."
status=0
MaxLines=350
MaxLineLength=600

# The listing must name files: a failed `git ls-files` (no checkout) would
# leave the checks nothing to look at, and they would pass.
tracked=$(git ls-files) || {
    echo "documents: git ls-files failed"
    exit 1
}
docs=$(printf '%s\n' "$tracked" | grep '\.md$' || true)
if [ -z "$docs" ]; then
    echo "documents: git ls-files lists no Markdown file"
    exit 1
fi

# Prints the findings given and sets status to 1 when there are any (not in
# a pipeline: each part of one runs in a subshell, which status would not leave).
report() {
    if [ -n "$1" ]; then
        printf '%s\n' "$1"
        status=1
    fi
}

# 1. Every named path exists.
found=$(for doc in $docs; do
    # Each candidate with the character before it, so build outputs are skipped.
    grep -oE '(^|[^A-Za-z0-9_./-])(core|app|tests|resources|translations)/[A-Za-z0-9_./*-]*[A-Za-z0-9_*]' "$doc" |
        sed -E 's/^[^a-z]//' | sort -u | while read -r path; do
        case "$path" in *'*'*) continue ;; esac
        if [ -e "$path" ] || [ -e "$path.h" ] || [ -e "$path.cpp" ] || [ -e "$path.sh" ]; then
            continue
        fi
        echo "$doc names $path, which does not exist"
    done
done)
report "$found"

# The README.md that documents a folder: its own, else the nearest above it.
readmeOf() {
    dir=$1
    while [ "$dir" != . ] && [ ! -f "$dir/README.md" ]; do
        dir=$(dirname "$dir")
    done
    echo "$dir/README.md"
}

# 2. Every header is named in its folder's README.
found=$(printf '%s\n' "$tracked" | grep -E '^(core|app|tests)/.*\.h$' | while read -r header; do
    readme=$(readmeOf "$(dirname "$header")")
    name=$(basename "$header" | sed 's/\./\\./g')
    if ! grep -qE "(^|[^A-Za-z0-9_])$name([^A-Za-z0-9_]|\$)" "$readme"; then
        echo "$readme does not name $header"
    fi
done)
report "$found"

# 3. Every folder under core/ and app/ that holds files has a README.md.
found=$(printf '%s\n' "$tracked" | grep -E '^(core|app)/[^/]+/' | sed 's|/[^/]*$||' | sort -u | while read -r dir; do
    [ -f "$dir/README.md" ] || echo "$dir has no README.md"
done)
report "$found"

# 4. Documents of a reader's length, lines of a reader's width.
found=$(for doc in $docs; do
    lines=$(wc -l < "$doc")
    if [ "$doc" != README.md ] && [ "$lines" -gt "$MaxLines" ]; then
        echo "$doc has $lines lines (at most $MaxLines)"
    fi
    awk -v doc="$doc" -v max="$MaxLineLength" \
        'length($0) > max { print doc ":" NR " has " length($0) " characters (at most " max ", counted in bytes)" }' "$doc"
done)
report "$found"

# 5. The core layers the build makes libraries of.
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

if [ "$status" -eq 0 ]; then
    echo "documents: every named path exists, every header is named in its folder's README," \
        "every source folder has one, no document or line is too long, the layer diagram matches the build"
fi
exit "$status"
