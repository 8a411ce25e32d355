#!/usr/bin/env python3
"""Generate the Gherkin parser's state table from a berp grammar.

usage: Sources/Gherkin/Parsing/generate-parser-state-table.py [GRAMMAR] [OUTPUT]
  GRAMMAR  defaults to ../shared/conformance/gherkin/gherkin.berp (beside the package root)
  OUTPUT   defaults to Sources/Gherkin/Parsing/ParserStateTable.swift (the token types go to Matching/TokenType.swift
           beside its folder)

Why a generator: the official error messages list the tokens each grammar position
accepts, in the order the grammar offers them. Deriving the table from the grammar
keeps those lists exact and lets the grammar change without hand edits.

How the table is derived:
  * every token occurrence of the grammar, with rule references inlined, is a parser
    state ("we have just read this token here"), plus a Start state;
  * a state's transitions are the tokens that may come next, found by walking the grammar
    forward (repeat the current element first, then the rest of the enclosing sequence,
    then leave the enclosing rule, closing it) and remembering the rules closed and opened;
  * entering a rule with a lookahead hint through one of the hint's skipped tokens
    (e.g. a tag line) is guarded by that lookahead;
  * transitions are grouped by token type in order of first appearance, #EOF first and
    #Other last (it matches any line); states without #Other also accept the ignored
    tokens, which are built in place;
  * states with identical transitions are merged.
"""
import os
import re
import sys

# This file lives in Sources/Gherkin/Parsing/ of the package.
ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
DEFAULT_GRAMMAR = os.path.join(ROOT, "..", "shared", "conformance", "gherkin", "gherkin.berp")
DEFAULT_OUTPUT = os.path.join(ROOT, "Sources", "Gherkin", "Parsing", "ParserStateTable.swift")


class Node:
    def __init__(self, kind, name=None, children=None, mult="1"):
        self.kind = kind            # "token", "ref", "seq", "alt", "rule"
        self.name = name
        self.children = children or []
        self.mult = mult            # "1", "?", "*", "+"
        self.parent = None
        self.ast = False
        self.hint = None
        self.body = None


# MARK: - Reading the grammar

def read_grammar(text):
    text = re.sub(r"//[^\n]*", "", text)
    header = re.search(r"\[(.*?)\]", text, re.S)
    settings = {}
    for line in header.group(1).splitlines():
        if "->" in line:
            key, value = line.split("->", 1)
            settings[key.strip()] = [v.strip() for v in value.split(",") if v.strip()]
    body = text[header.end():]
    rules = {}
    order = []
    for line in body.splitlines():
        line = line.strip()
        if not line:
            continue
        m = re.match(r"(\w+)(!?)\s*(\[[^\]]*\])?\s*:=(.*)$", line)
        if not m:
            raise SystemExit(f"cannot read grammar line: {line}")
        name, bang, hint, expr = m.groups()
        rules[name] = {
            "ast": bang == "!",
            "hint": parse_hint(hint) if hint else None,
            "body": parse_expression(expr),
            "text": line,
        }
        order.append(name)
    return settings, rules, order


def parse_hint(text):
    skip, target = text.strip("[]").split("->")
    names = lambda part: tuple(t.strip().lstrip("#") for t in part.split("|"))
    return (names(skip), names(target))


def parse_expression(text):
    tokens = re.findall(r"#\w+|\w+|[()|?*+]", text)
    position = [0]

    def peek():
        return tokens[position[0]] if position[0] < len(tokens) else None

    def take():
        position[0] += 1
        return tokens[position[0] - 1]

    def alternatives():
        options = [sequence()]
        while peek() == "|":
            take()
            options.append(sequence())
        return options[0] if len(options) == 1 else Node("alt", children=options)

    def sequence():
        items = []
        while peek() not in (None, ")", "|"):
            items.append(item())
        return Node("seq", children=items)

    def item():
        token = take()
        if token == "(":
            node = alternatives()
            if take() != ")":
                raise SystemExit("unbalanced parentheses in grammar")
        elif token.startswith("#"):
            node = Node("token", name=token[1:])
        else:
            node = Node("ref", name=token)
        if peek() in ("?", "*", "+"):
            wrapped = node if node.mult == "1" else Node("seq", children=[node])
            wrapped.mult = take()
            node = wrapped
        return node

    return alternatives() if tokens else Node("seq")


# MARK: - Inlining rules into one tree

def instantiate(rules, name, mult, parent):
    rule = rules[name]
    node = Node("rule", name=name, mult=mult)
    node.ast = rule["ast"]
    node.hint = rule["hint"]
    node.parent = parent
    node.body = copy(rules, rule["body"], node)
    node.children = [node.body]
    return node


def copy(rules, node, parent):
    if node.kind == "ref":
        return instantiate(rules, node.name, node.mult, parent)
    clone = Node(node.kind, name=node.name, mult=node.mult)
    clone.parent = parent
    clone.children = [copy(rules, c, clone) for c in node.children]
    return clone


def nullable(node):
    return node.mult in ("?", "*") or nullable_inside(node)


def nullable_inside(node):
    if node.kind == "token":
        return False
    if node.kind == "seq":
        return all(nullable(c) for c in node.children)
    if node.kind == "alt":
        return any(nullable(c) for c in node.children)
    return nullable(node.body)


# MARK: - Walking forward

END = "END"


class Transition:
    def __init__(self, token, ends, starts, target, hint):
        self.token, self.ends, self.starts, self.target, self.hint = token, ends, starts, target, hint


def enter(node, ends, starts, hint):
    if node.kind == "token":
        guard = hint if hint and node.name in hint[0] else None
        return [Transition(node.name, ends, starts, node, guard)]
    if node.kind == "rule":
        opened = starts + [node.name] if node.ast else starts
        return enter(node.body, ends, opened, node.hint or hint)
    found = []
    for child in node.children:
        found += enter(child, ends, starts, hint)
        if node.kind == "seq" and not nullable(child):
            break
    return found


def after(node, ends):
    found = []
    if node.mult in ("*", "+"):
        found += enter(node, ends, [], None)
    parent = node.parent
    if parent is None:
        return found + [Transition("EOF", ends, [], END, None)]
    if parent.kind == "seq":
        rest = parent.children[parent.children.index(node) + 1:]
        for sibling in rest:
            found += enter(sibling, ends, [], None)
            if not nullable(sibling):
                return found
        return found + after(parent, ends)
    if parent.kind == "rule" and parent.parent is None:
        return found + [Transition("EOF", ends, [], END, None)]
    if parent.kind == "rule" and parent.ast:
        return found + after(parent, ends + 1)
    return found + after(parent, ends)


def token_nodes(node):
    if node.kind == "token":
        yield node
    for child in node.children:
        yield from token_nodes(child)


def path_of(node):
    names = []
    while node is not None:
        if node.kind == "rule":
            names.append(node.name)
        elif node.kind == "token":
            names.append("#" + node.name)
        node = node.parent
    return " > ".join(reversed(names))


def ordered(transitions, ignored, self_state):
    groups = {}
    for t in transitions:
        groups.setdefault(t.token, []).append(t)
    order = [k for k in groups if k not in ("EOF", "Other")]
    if "EOF" in groups:
        order.insert(0, "EOF")
    if "Other" in groups:
        order.append("Other")
    else:
        for token in ignored:
            if token not in groups:
                groups[token] = [Transition(token, 0, [], self_state, None)]
                order.append(token)
    result = []
    for token in order:
        result += groups[token]
    return result


# MARK: - Building the table

def build(settings, rules, order):
    root_name = order[0]
    root = instantiate(rules, root_name, "1", None)
    start = Node("token", name="Start")
    start.parent = root.body
    root.body.children.insert(0, start)
    ignored = [t.lstrip("#") for t in settings.get("IgnoredTokens", [])]

    nodes = list(token_nodes(root))          # Start first, then grammar order
    states = []
    for node in nodes:
        states.append({"node": node, "comment": "Start" if node is start else path_of(node),
                       "transitions": ordered(after(node, 0), ignored, node)})

    index = {id(s["node"]): i for i, s in enumerate(states)}
    end_index = len(states)

    def target_of(t):
        return end_index if t.target == END else index[id(t.target)]

    # Merge equivalent states (Moore): start from one class, split by transitions until stable.
    klass = [0] * len(states)
    while True:
        signatures = {}
        new_klass = []
        for i, s in enumerate(states):
            signature = (klass[i], i == 0) + tuple(
                (t.token, t.ends, tuple(t.starts), t.hint,
                 end_index if t.target == END else klass[index[id(t.target)]])
                for t in s["transitions"])
            new_klass.append(signatures.setdefault(signature, i))
        if len(set(new_klass)) == len(set(klass)):
            break
        klass = new_klass

    kept = sorted(set(klass))
    number = {old: new for new, old in enumerate(kept)}
    end_number = len(kept)
    table = []
    for old in kept:
        s = states[old]
        merged = []
        for i in range(len(states)):
            if klass[i] == old and states[i]["comment"] not in merged:
                merged.append(states[i]["comment"])
        transitions = []
        for t in s["transitions"]:
            target = end_number if t.target == END else number[klass[index[id(t.target)]]]
            transitions.append((t.token, t.hint, t.ends, t.starts, target))
        table.append({"comments": merged, "transitions": transitions})
    return table, end_number


# MARK: - Writing Swift

def lower_first(name):
    return name[0].lower() + name[1:]


def token_case(name):
    return "eof" if name == "EOF" else lower_first(name)


def swift(settings, rules, order, table, end_state, grammar_name):
    tokens = ["EOF"] + [t.lstrip("#") for t in settings["Tokens"]] + ["Other"]
    ast_rules = [name for name in order if rules[name]["ast"]]
    hints = []
    for state in table:
        for t in state["transitions"]:
            if t[1] and t[1] not in hints:
                hints.append(t[1])
    header = [
        f"// Generated by Sources/Gherkin/Parsing/generate-parser-state-table.py from {grammar_name}. Do not edit.",
        "// Regenerate: python3 Sources/Gherkin/Parsing/generate-parser-state-table.py",
        "",
    ]
    out = list(header)
    w = out.append
    w("/// The kinds of line the token matcher recognises, as named by the grammar.")
    w("public enum TokenType: Int, Sendable, CaseIterable {")
    for t in tokens:
        w(f"    /// `#{t}` in the grammar.")
        w(f"    case {token_case(t)}")
    w("")
    w("    /// The name the official error messages use, e.g. `#TagLine`.")
    w("    public var grammarName: String {")
    w("        switch self {")
    for t in tokens:
        w(f"        case .{token_case(t)}: \"#{t}\"")
    w("        }")
    w("    }")
    w("}")
    # The token types are the matcher's vocabulary, a stage before the parser: they get a file of their own there.
    token_types = "\n".join(out) + "\n"
    out = list(header)
    w = out.append
    w("/// The grammar rules that build a node of the syntax tree (the rules marked `!`).")
    w("public enum RuleType: Int, Sendable, CaseIterable {")
    for name in ast_rules:
        w(f"    /// `{rules[name]['text']}`")
        w(f"    case {lower_first(name)}")
    w("}")
    w("")
    w("/// The parser's states and lookaheads, generated from the grammar.")
    w("enum ParserStateTable {")
    w("    /// The lookahead checks of the grammar, by index.")
    w("    static let lookaheads: [Lookahead] = [")
    for skip, target in hints:
        skipped = ", ".join("." + token_case(s) for s in skip)
        expected = ", ".join("." + token_case(s) for s in target)
        w(f"        Lookahead(skipping: [{skipped}], expecting: [{expected}]),")
    w("    ]")
    w("")
    w("    /// The state reached after reading `#EOF`.")
    w(f"    static let endState = {end_state}")
    w("")
    w("    /// One state per grammar position, each commented with its grammar path.")
    w("    static let states: [ParserState] = [")
    for number, state in enumerate(table):
        for comment in state["comments"]:
            w(f"        // {number}: {comment}")
        expected = []
        for t in state["transitions"]:
            if t[0] not in expected:
                expected.append(t[0])
        w("        ParserState(")
        w(f"            expected: [{', '.join('.' + token_case(e) for e in expected)}],")
        w("            transitions: [")
        for token, hint, ends, starts, target in state["transitions"]:
            parts = [f".{token_case(token)}"]
            if hint:
                parts.append(f"lookahead: {hints.index(hint)}")
            if ends:
                parts.append(f"endRules: {ends}")
            if starts:
                parts.append("startRules: [" + ", ".join("." + lower_first(s) for s in starts) + "]")
            parts.append(f"target: {target}")
            w(f"                ParserTransition({', '.join(parts)}),")
        w("            ]")
        w("        ),")
    w("    ]")
    w("}")
    return token_types, "\n".join(out) + "\n"


def main(argv):
    grammar = argv[1] if len(argv) > 1 else DEFAULT_GRAMMAR
    output = argv[2] if len(argv) > 2 else DEFAULT_OUTPUT
    with open(grammar, encoding="utf-8") as f:
        settings, rules, order = read_grammar(f.read())
    table, end_state = build(settings, rules, order)
    token_types, text = swift(settings, rules, order, table, end_state, os.path.basename(grammar))
    with open(output, "w", encoding="utf-8") as f:
        f.write(text)
    token_output = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(output))), "Matching", "TokenType.swift")
    with open(token_output, "w", encoding="utf-8") as f:
        f.write(token_types)
    print(f"{len(table)} states written to {os.path.relpath(output)}, token types to {os.path.relpath(token_output)}")


if __name__ == "__main__":
    main(sys.argv)
