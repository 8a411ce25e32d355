#!/usr/bin/env python3
"""Lists the public symbols of a symbol graph that have no doc comment, and exits 1 when there are any.

Usage: abstracts.py SYMBOLS.json ...

A symbol that implements a standard protocol's requirement (`description`, `hash(into:)`, `init(from:)`, …) takes
its documentation from the protocol, as DocC shows it, and needs none of its own; so do symbols the compiler
synthesized (they have no place in a source file).
"""
import json
import sys

INHERITED = {
    "description", "debugDescription", "hash(into:)", "hashValue", "==(_:_:)", "<(_:_:)", "init(from:)",
    "encode(to:)", "init(rawValue:)", "rawValue", "errorDescription", "failureReason", "recoverySuggestion",
    "helpAnchor", "id", "makeIterator()", "next()",
}


def undocumented(path):
    graph = json.load(open(path, encoding="utf-8"))
    for symbol in graph["symbols"]:
        name = symbol["pathComponents"][-1]
        if symbol.get("docComment") or name in INHERITED or "location" not in symbol:
            continue
        location = symbol["location"]
        yield f'{location["uri"].removeprefix("file://")}:{location["position"]["line"] + 1}: {".".join(symbol["pathComponents"])}'


def main():
    missing = sorted(line for path in sys.argv[1:] for line in undocumented(path))
    for line in missing:
        print(f"no doc comment: {line}")
    print(f"{len(missing)} public symbols without a one-line abstract")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
