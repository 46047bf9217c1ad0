#!/usr/bin/env python3
"""Cyclomatic complexity and body length of every function in Sources/**/*.swift (issue 15).

Usage: scripts/dev/complexity.py [--self-test] [--all]   (--all: every function, most complex first)

Measured units: every `func`, `init`, `deinit` and `subscript` with a body, and every computed
property or property with accessors (`var name: Type { ... }`). A closure counts towards the unit
it is written in; a nested `func` or `init` is a unit of its own and does not count towards the
one around it.

Complexity follows SwiftLint's `cyclomatic_complexity` rule (its SwiftSyntax ComplexityVisitor),
plus the conventional 1 for the unit itself:
  1 + each `if` (an `else if` is another `if`; `#if` is not code), `guard`, `for`, `while` (not
  the `while` that ends a `repeat`), `repeat`, `catch`, and each `case` or `default` label of a
  `switch`, minus each `fallthrough` (it merges two labels into one path).
Not counted, as SwiftLint does not: `&&`, `||`, `?:`, `??`, `do`, `switch` itself, `if case`
patterns (the `if` is counted), `try?`.

Body length follows SwiftLint's `function_body_length`: the lines strictly between the opening
and the closing brace that hold code, not counting blank lines or lines of comments only (a line
inside a multi-line string literal holds code).

Comments and string literals (with their interpolations) are stripped before anything is counted.

Prints the units over the limits (complexity > 15, body > 80 lines) and the average complexity;
exits 1 when any unit is over a limit and not in scripts/dev/complexity-allowlist.txt, or when an
allow-list entry no longer names a unit over a limit (so the list can only shrink).
"""

import os
import re
import sys

MAX_COMPLEXITY = 15
MAX_BODY_LINES = 80

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
ALLOWLIST = os.path.join(ROOT, "scripts", "dev", "complexity-allowlist.txt")

IDENT_START = re.compile(r"[A-Za-z_$]")
IDENT = re.compile(r"[A-Za-z_$0-9]+")
OPERATOR_CHARS = set("/=-+!*%<>&|^~?")

# Words that end a declaration's signature when met before a body: the declaration has no body
# (a protocol requirement) and the word starts the next declaration.
DECLARATION_WORDS = {
    "func", "var", "let", "init", "deinit", "subscript", "case", "struct", "class", "enum",
    "protocol", "extension", "typealias", "associatedtype", "static", "private", "fileprivate",
    "internal", "public", "open", "package", "mutating", "nonmutating", "override", "final",
    "convenience", "required", "import", "actor",
}
TYPE_WORDS = {"struct", "class", "enum", "protocol", "extension", "actor"}
# A `var` after these is a pattern (`if var x = ...`, `for var x in ...`), not a property.
PATTERN_CONTEXT = {"if", "guard", "while", "for", "case", ",", "(", "let", "var"}
# A `case` after these is a pattern in a condition, not a `switch` label.
CONDITION_CONTEXT = {"if", "guard", "while", "for", ",", "."}


class Token:
    __slots__ = ("text", "line", "kind")

    def __init__(self, text, line, kind):
        self.text = text
        self.line = line
        self.kind = kind  # "word", "string", "punct", "op", "directive", "number"


class Lexer:
    """Splits Swift source into tokens, dropping comments and folding each string literal (with
    its interpolations) into one token; records which lines hold code."""

    def __init__(self, source):
        self.s = source
        self.i = 0
        self.line = 1
        self.tokens = []
        self.code_lines = set()

    def emit(self, text, kind, line):
        self.tokens.append(Token(text, line, kind))
        for number in range(line, self.line + 1):
            self.code_lines.add(number)

    def advance(self, count=1):
        for _ in range(count):
            if self.i < len(self.s) and self.s[self.i] == "\n":
                self.line += 1
            self.i += 1

    def run(self):
        s = self.s
        while self.i < len(s):
            c = s[self.i]
            start = self.line
            if c.isspace():
                self.advance()
            elif s.startswith("//", self.i):
                end = s.find("\n", self.i)
                self.i = len(s) if end < 0 else end
            elif s.startswith("/*", self.i):
                self.skip_block_comment()
            elif c == "#" and re.match(r"#+\"", s[self.i:]):
                self.skip_string()
                self.emit('""', "string", start)
            elif c == '"':
                self.skip_string()
                self.emit('""', "string", start)
            elif c == "#" and self.i + 1 < len(s) and IDENT_START.match(s[self.i + 1]):
                word = IDENT.match(s, self.i + 1).group(0)
                self.advance(1 + len(word))
                self.emit("#" + word, "directive", start)
            elif c == "`":
                end = s.index("`", self.i + 1)
                word = s[self.i + 1:end]
                self.advance(end + 1 - self.i)
                self.emit(word, "escaped", start)  # `default` is a name, never a keyword
            elif IDENT_START.match(c):
                word = IDENT.match(s, self.i).group(0)
                self.advance(len(word))
                self.emit(word, "number" if word[0].isdigit() else "word", start)
            elif c.isdigit():
                word = re.match(r"[0-9][0-9A-Za-z_.]*", s[self.i:]).group(0).rstrip(".")
                self.advance(len(word))
                self.emit(word, "number", start)
            elif c == "." and s.startswith("..", self.i):
                j = self.i
                while j < len(s) and (s[j] == "." or s[j] in OPERATOR_CHARS):
                    j += 1
                text = s[self.i:j]
                self.advance(j - self.i)
                self.emit(text, "op", start)
            elif c in OPERATOR_CHARS:
                j = self.i
                while j < len(s) and s[j] in OPERATOR_CHARS and not s.startswith("//", j) \
                        and not s.startswith("/*", j):
                    j += 1
                text = s[self.i:j]
                self.advance(j - self.i)
                self.emit(text, "op", start)
            else:
                self.advance()
                self.emit(c, "punct", start)
        return self.tokens, self.code_lines

    def skip_block_comment(self):
        depth = 0
        while self.i < len(self.s):
            if self.s.startswith("/*", self.i):
                depth += 1
                self.advance(2)
            elif self.s.startswith("*/", self.i):
                depth -= 1
                self.advance(2)
                if depth == 0:
                    return
            else:
                self.advance()

    def skip_string(self):
        """From the opening `#*"` or `#*\"\"\"` to past the closing delimiter, interpolations
        included."""
        s = self.s
        hashes = 0
        while s[self.i] == "#":
            hashes += 1
            self.advance()
        multiline = s.startswith('"""', self.i)
        self.advance(3 if multiline else 1)
        close = ('"""' if multiline else '"') + "#" * hashes
        escape = "\\" + "#" * hashes
        while self.i < len(s):
            if s.startswith(escape, self.i):
                self.advance(len(escape))
                if self.i < len(s) and s[self.i] == "(":
                    self.skip_interpolation()
                else:
                    self.advance()
            elif s.startswith(close, self.i):
                self.advance(len(close))
                return
            else:
                self.advance()

    def skip_interpolation(self):
        depth = 0
        s = self.s
        while self.i < len(s):
            c = s[self.i]
            if c == '"' or (c == "#" and re.match(r"#+\"", s[self.i:])):
                self.skip_string()
                continue
            if s.startswith("//", self.i):
                end = s.find("\n", self.i)
                self.i = len(s) if end < 0 else end
                continue
            if s.startswith("/*", self.i):
                self.skip_block_comment()
                continue
            if c == "(":
                depth += 1
            elif c == ")":
                depth -= 1
                if depth == 0:
                    self.advance()
                    return
            self.advance()


class Unit:
    def __init__(self, name, line):
        self.name = name
        self.line = line
        self.complexity = 1
        self.body_lines = 0


class Analyzer:
    """Walks the tokens once, keeping a stack of open braces; each brace knows whether it opens a
    type, a unit's body, a switch or a repeat, and which unit its tokens count towards."""

    def __init__(self, tokens, code_lines):
        self.t = tokens
        self.code_lines = code_lines
        self.units = []

    def text(self, index):
        return self.t[index].text if 0 <= index < len(self.t) else ""

    def is_keyword(self, index, word):
        return 0 <= index < len(self.t) and self.t[index].kind == "word" and self.t[index].text == word

    def find_body(self, start, same_line_only=False):
        """Index of the `{` opening the body of the declaration whose signature starts at
        `start`, or None when the declaration has no body."""
        depth = 0
        line = self.t[start].line
        for j in range(start + 1, len(self.t)):
            tok = self.t[j]
            if same_line_only and tok.line != line:
                return None
            if tok.text in ("(", "["):
                depth += 1
            elif tok.text in (")", "]"):
                depth -= 1
                if depth < 0:
                    return None
            elif depth == 0:
                if tok.text == "{":
                    return j
                if tok.text in ("}", ";", "=") and tok.kind in ("punct", "op"):
                    return None
                if tok.kind == "word" and tok.text in DECLARATION_WORDS:
                    return None
        return None

    def qualified(self, stack, name):
        parts = [frame["name"] for frame in stack if frame["name"]]
        return ".".join(parts + [name])

    def run(self):
        t = self.t
        pending = {}  # index of `{` -> ("type" | "unit" | "switch" | "repeat", name)
        stack = []  # frames: {"kind", "name", "unit"}
        repeat_closed = False
        for i, tok in enumerate(t):
            current = stack[-1]["unit"] if stack else None
            word = tok.text if tok.kind == "word" else None
            prev, nxt = self.text(i - 1), self.text(i + 1)
            after_dot = prev == "." and t[i - 1].kind == "punct"

            # Declarations: find the brace their body opens with.
            if word in TYPE_WORDS and not after_dot and t[i + 1].kind in ("word", "escaped") \
                    and not (word == "class" and nxt in DECLARATION_WORDS) \
                    and not (word == "protocol" and nxt == "<"):
                body = self.find_body(i + 1) if word != "extension" else self.find_extension_body(i)
                if body is not None:
                    name = nxt if word != "extension" else self.extension_name(i)
                    pending[body] = ("type", name)
            elif word == "func" and not after_dot:
                body = self.find_body(i + 1)
                if body is not None:
                    pending[body] = ("unit", nxt)
            elif word == "init" and not after_dot and nxt in ("(", "?", "!", "<"):
                body = self.find_body(i)
                if body is not None:
                    pending[body] = ("unit", "init")
            elif word == "deinit" and nxt == "{":
                pending[i + 1] = ("unit", "deinit")
            elif word == "subscript" and not after_dot:
                body = self.find_body(i)
                if body is not None:
                    pending[body] = ("unit", "subscript")
            elif word == "var" and prev not in PATTERN_CONTEXT and t[i + 1].kind in ("word", "escaped") \
                    and self.text(i + 2) == ":":
                body = self.find_body(i + 2, same_line_only=True)
                if body is not None and not self.is_keyword(body - 1, "in") and not self.is_requirement(body):
                    pending[body] = ("unit", nxt)
            elif word == "switch" and not after_dot and current is not None:
                body = self.find_body_after_expression(i)
                if body is not None:
                    pending[body] = ("switch", None)

            # Decision points of the unit the token belongs to.
            if current is not None and tok.kind == "word" and not after_dot and nxt != ":":
                if word in ("if", "guard", "for", "catch"):
                    current.complexity += 1
                elif word == "while" and not repeat_closed:
                    current.complexity += 1
                elif word == "repeat" and nxt == "{":
                    current.complexity += 1
                    pending[i + 1] = ("repeat", None)
                elif word == "case" and stack[-1]["kind"] == "switch" and prev not in CONDITION_CONTEXT:
                    current.complexity += 1
                elif word == "fallthrough":
                    current.complexity -= 1
            if current is not None and word == "default" and not after_dot and nxt == ":" \
                    and stack[-1]["kind"] == "switch":
                current.complexity += 1
            repeat_closed = False

            if tok.text == "{" and tok.kind == "punct":
                kind, name = pending.pop(i, ("other", None))
                if kind == "unit":
                    unit = Unit(self.qualified(stack, name), tok.line)
                    self.units.append(unit)
                    stack.append({"kind": "unit", "name": name, "unit": unit, "open": tok.line})
                elif kind == "type":
                    stack.append({"kind": "type", "name": name, "unit": None})
                else:
                    stack.append({"kind": kind, "name": None, "unit": current})
            elif tok.text == "}" and tok.kind == "punct" and stack:
                frame = stack.pop()
                if frame["kind"] == "unit":
                    frame["unit"].body_lines = sum(
                        1 for number in range(frame["open"] + 1, tok.line) if number in self.code_lines
                    )
                repeat_closed = frame["kind"] == "repeat"
        return self.units

    def is_requirement(self, body):
        """`{ get }`, `{ get set }`, `{ get async throws }`: a protocol's property, no code."""
        j = body + 1
        while self.text(j) in ("get", "set", "async", "throws"):
            j += 1
        return j > body + 1 and self.text(j) == "}"

    def find_extension_body(self, start):
        for j in range(start + 1, len(self.t)):
            if self.t[j].text == "{" and self.t[j].kind == "punct":
                return j
        return None

    def extension_name(self, start):
        parts = [self.t[start + 1].text]
        j = start + 2
        while self.text(j) == "." and self.t[j + 1].kind == "word":
            parts.append(self.t[j + 1].text)
            j += 2
        return ".".join(parts)

    def find_body_after_expression(self, start):
        depth = 0
        for j in range(start + 1, len(self.t)):
            text = self.t[j].text
            if text in ("(", "["):
                depth += 1
            elif text in (")", "]"):
                depth -= 1
            elif text == "{" and depth == 0:
                return j
        return None


def measure(source):
    tokens, code_lines = Lexer(source).run()
    return Analyzer(tokens, code_lines).run()


def read_allowlist(path):
    entries = {}
    if not os.path.exists(path):
        return entries
    with open(path, encoding="utf-8") as handle:
        for number, raw in enumerate(handle, 1):
            line = raw.split("#", 1)[0].strip()
            if line:
                entries[line] = number
    return entries


def allowed_by(entries, path, name):
    """The allow-list entry naming this unit: `path:function`, where path is matched against the
    end of the unit's path on a `/` boundary (a file name alone is enough, and stays valid when a
    file moves to another target)."""
    for entry in entries:
        entry_path, _, function = entry.rpartition(":")
        if function == name and ("/" + path).endswith("/" + entry_path):
            return entry
    return None


def main(arguments):
    unknown = [argument for argument in arguments if argument not in ("--self-test", "--all")]
    if unknown:
        print(f"error: unknown argument {unknown[0]}; usage: scripts/dev/complexity.py [--self-test] [--all]", file=sys.stderr)
        return 2
    if "--self-test" in arguments:
        return self_test()
    show_all = "--all" in arguments
    units = []
    for directory, _, files in sorted(os.walk(os.path.join(ROOT, "Sources"))):
        for name in sorted(files):
            if name.endswith(".swift"):
                path = os.path.join(directory, name)
                with open(path, encoding="utf-8") as handle:
                    source = handle.read()
                relative = os.path.relpath(path, ROOT)
                units.extend((relative, unit) for unit in measure(source))
    entries = read_allowlist(ALLOWLIST)
    used = set()
    failures = 0
    if show_all:
        for path, unit in sorted(units, key=lambda pair: -pair[1].complexity):
            print(f"{unit.complexity:4d} {unit.body_lines:5d}  {path}:{unit.line} {unit.name}")
    over = [(path, unit) for path, unit in units
            if unit.complexity > MAX_COMPLEXITY or unit.body_lines > MAX_BODY_LINES]
    for path, unit in over:
        entry = allowed_by(entries, path, unit.name)
        if entry:
            used.add(entry)
            note = "allowed by scripts/dev/complexity-allowlist.txt"
        else:
            failures += 1
            note = "over the limit"
        print(f"{path}:{unit.line}: {unit.name}: complexity {unit.complexity}, "
              f"{unit.body_lines} body lines ({note})")
    for entry, number in entries.items():
        if entry not in used:
            failures += 1
            print(f"scripts/dev/complexity-allowlist.txt:{number}: {entry} is no longer over the limits "
                  "(or no longer exists): delete its line, the list only shrinks")
    average = sum(unit.complexity for _, unit in units) / max(len(units), 1)
    print(f"complexity: {len(units)} functions, average {average:.2f}, "
          f"{len(over)} over complexity {MAX_COMPLEXITY} or {MAX_BODY_LINES} body lines "
          f"({len(used)} allowed)")
    return 1 if failures else 0


SELF_TESTS = [
    # (source, {unit name: (complexity, body lines)})
    ("""
struct A {
    func plain() -> Int { return 1 }
    func branches(_ x: Int?) -> Int {
        // if for while: a comment is not code
        let s = "if guard for \\(x.map { if $0 > 0 { 1 } else { 2 } } ?? 0) case"
        guard let x else { return 0 }
        if x > 0 && x < 10 || x == 42 { return x > 5 ? 1 : 2 } else if x < 0 { return -1 }
        for i in 0..<x where i % 2 == 0 { _ = i }
        while false {}
        repeat { } while false
        do { try f() } catch is E { } catch { }
        return s.count
    }
}
""", {"A.plain": (1, 0), "A.branches": (9, 8)}),
    ("""
enum Kind { case a, b, c }
extension Kind {
    var label: String {
        switch self {
        case .a: return "a"
        case .b, .c:
            if case .b = self { return "b" }
            fallthrough
        default: return value(for: self)
        }
    }
    init?(text: String) {
        /* nested /* comment */ with if and for */
        switch text { case "a": self = .a
        default: return nil }
    }
}
protocol P { func requirement() -> Int; init(x: Int); var x: Int { get set } }
""", {"Kind.label": (4, 7), "Kind.init": (3, 2)}),
    ("""
final class C {
    func outer() {
        func inner() { if true {}; if true {} }
        let closure = { (x: Int) in x > 0 ? (guardValue(x) ?? 0) : 0 }
        items.forEach { if $0 { print(#"raw "if" string"#) } }
        let text = \"\"\"
            if inside a multi-line string
            \\(value.map { _ in 1 })
            \"\"\"
        for case let x? in values { _ = x }
        self.init(); _ = Foo.init(); _ = x.default
    }
    subscript(index: Int) -> Int { get { index > 0 ? index : 0 } set { if newValue > 0 {} } }
    static func == (lhs: C, rhs: C) -> Bool { lhs === rhs }
}
""", {"C.outer": (3, 9), "C.outer.inner": (3, 0), "C.subscript": (2, 0), "C.==": (1, 0)}),
]


def self_test():
    failures = 0
    for number, (source, expected) in enumerate(SELF_TESTS, 1):
        found = {unit.name: (unit.complexity, unit.body_lines) for unit in measure(source)}
        if found != expected:
            failures += 1
            print(f"complexity.py self-test {number}: expected {expected}, measured {found}")
    entries = {"Logs/TestLogReader.swift:TestLogReader.recognize": 1, "B.swift:B.f": 2}
    checks = [
        (allowed_by(entries, "Sources/EvidenceKit/Logs/TestLogReader.swift", "TestLogReader.recognize"), True),
        (allowed_by(entries, "Sources/EvidenceReaders/Logs/TestLogReader.swift", "TestLogReader.recognize"), True),
        (allowed_by(entries, "Sources/X/AB.swift", "B.f"), False),
        (allowed_by(entries, "Sources/X/B.swift", "B.g"), False),
    ]
    for index, (entry, expected) in enumerate(checks, 1):
        if bool(entry) != expected:
            failures += 1
            print(f"complexity.py self-test allow-list {index}: expected {expected}, got {entry}")
    if failures:
        return 1
    print(f"complexity.py self-test: {len(SELF_TESTS) + len(checks)} checks passed")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except BrokenPipeError:  # `--all | head`
        sys.stderr.close()
        sys.exit(0)
