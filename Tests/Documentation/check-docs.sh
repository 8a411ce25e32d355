#!/usr/bin/env bash
# The step API's reference (Sources/BDDRuntime/BDDRuntime.docc), checked as a reader relies on it:
# 1. the toolchain's own `docc` builds it from the module's symbol graph with no warning (a broken symbol link, an
#    article nobody can reach), into .build/docs/BDDRuntime.doccarchive;
# 2. every public symbol has a doc comment of its own (abstracts.py);
# 3. the articles' examples are one package (examples.py): it builds against this checkout, its scenarios pass under
#    `bdd`'s supervised runner, and again as Swift Testing cases through BDDTesting.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
catalog="$repo/Sources/BDDRuntime/BDDRuntime.docc"

# A scratch folder of its own: the compiler flags that emit symbol graphs would otherwise rebuild the main build.
# The graphs are written when the module compiles, so they are kept between runs (a no-op build writes none).
scratch="$repo/.build/docc"
graphs="$scratch/symbol-graphs"
swift build --package-path "$repo" --target BDDRuntime --scratch-path "$scratch" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public 2>&1 | tail -n 1

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The module's graphs only (its own symbols and its extensions of other modules' types), not its dependencies'.
mkdir "$work/graphs" && mkdir -p "$repo/.build/docs"
cp "$graphs"/BDDRuntime.symbols.json "$graphs"/BDDRuntime@*.symbols.json "$work/graphs/"
docc convert "$catalog" --additional-symbol-graph-dir "$work/graphs" --output-path "$repo/.build/docs/BDDRuntime.doccarchive" \
    --fallback-display-name BDDRuntime --fallback-bundle-identifier bdd.BDDRuntime --warnings-as-errors > "$work/docc.txt" 2>&1 || { cat "$work/docc.txt"; exit 1; }
echo "docs: the reference builds with no warning"
python3 "$here/abstracts.py" "$work/graphs"/*.json

# The examples, as the package the articles describe. The dependency is named by its folder: the checkout is
# copied to a folder called bdd.
mkdir "$work/bdd"
cp -R "$repo/Package.swift" "$repo/Sources" "$repo/Tests" "$work/bdd/"
python3 "$here/examples.py" "$work/shop" "../bdd" "$catalog"/*.md
cd "$work/shop"
fail() { echo "docs: $1"; cat "$2"; exit 1; }
swift build --product ShopSpecs 2>&1 | tail -n 1
features=$(find Features -name '*.feature' | wc -l)
scenarios=$(grep -cE '^\s*Scenario:' Features/*.feature | awk -F: '{ sum += $2 } END { print sum }')
"$(swift build --show-bin-path)/ShopSpecs" Features/ --format progress > run.txt 2>&1 || fail "the articles' scenarios do not pass under bdd" run.txt
grep -q "^$scenarios scenarios ($scenarios passed)" run.txt || fail "expected the $scenarios scenarios of $features features to pass" run.txt
echo "docs: the articles' $scenarios scenarios pass under bdd"
swift build --build-tests 2>&1 | tail -n 1
swift test --skip-build > test.txt 2>&1 || fail "the articles' scenarios do not pass as Swift Testing cases" test.txt
grep -q "with $scenarios test cases passed" test.txt || fail "expected $scenarios Swift Testing cases to pass" test.txt
echo "docs: the articles' $scenarios scenarios pass as Swift Testing cases"
