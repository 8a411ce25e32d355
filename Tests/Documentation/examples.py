#!/usr/bin/env python3
"""Writes the examples of DocC articles out as the package they describe.

Usage: examples.py OUTPUT_FOLDER BDD_PATH ARTICLE.md ...

Every ```swift block whose first line is `// <path>` and every ```gherkin block whose first line is `# <path>` is
written to OUTPUT_FOLDER/<path>, blocks of one path joined in the order they come. That first line is left out only
for `Package.swift`, whose first line must be its tools version. The manifest's dependency on bdd's repository
becomes a dependency on BDD_PATH, so the package builds against this checkout. A block without a path is prose:
a fragment or output, not compiled.
"""
import os
import re
import sys

FENCE = re.compile(r"^```(swift|gherkin)\n(.*?)^```", re.MULTILINE | re.DOTALL)
PATH = {"swift": re.compile(r"^// ([\w./-]+\.swift)\n"), "gherkin": re.compile(r"^# ([\w./-]+\.feature)\n")}
DEPENDENCY = re.compile(r'\.package\(url: "[^"]*/bdd\.git", branch: "main"\)')


def blocks(article):
    text = open(article, encoding="utf-8").read()
    for language, body in FENCE.findall(text):
        match = PATH[language].match(body)
        if match:
            path = match.group(1)
            yield path, body[match.end():] if path == "Package.swift" else body


def main():
    output, bdd, articles = sys.argv[1], sys.argv[2], sys.argv[3:]
    files = {}
    for article in articles:
        for path, body in blocks(article):
            files[path] = files.get(path, "") + ("\n" if path in files else "") + body
    manifest = files.get("Package.swift", "")
    if not DEPENDENCY.search(manifest):
        sys.exit("examples: no Package.swift block depending on bdd's repository")
    files["Package.swift"] = DEPENDENCY.sub(f'.package(path: "{bdd}")', manifest)
    for path, body in files.items():
        target = os.path.join(output, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "w", encoding="utf-8") as file:
            file.write(body)
    print(f"examples: {len(files)} files from {len(articles)} articles")


if __name__ == "__main__":
    main()
