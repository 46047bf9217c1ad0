"""Turns the test player's "[tests] START/PASS/FAIL" console lines (and the CI's crash line) into JUnit."""
import re, sys
from xml.sax.saxutils import quoteattr

lines = open(sys.argv[1], encoding="utf-8").read().splitlines()
cases, current = {}, None
for i, line in enumerate(lines):
    m = re.match(r"^\[(?:tests|ci)\] (START|PASS|FAIL) ([^: ]+)(?:: (.*))?$", line)
    if not m:
        continue
    kind, name, msg = m.groups()
    if kind == "START":
        cases[name] = None
    elif kind == "PASS":
        cases[name] = None
    else:
        detail = [msg or ""]
        for follow in lines[i + 1:i + 3]:
            if follow.startswith("  "):
                detail.append(follow.strip())
        cases[name] = "\n".join(detail)
out = ['<?xml version="1.0" encoding="UTF-8"?>', "<testsuites>"]
for name, failure in cases.items():
    suite, test = name.split("/", 1)
    if failure is None:
        out.append(f"  <testcase classname={quoteattr(suite)} name={quoteattr(test)}/>")
    else:
        out.append(f"  <testcase classname={quoteattr(suite)} name={quoteattr(test)}><failure message={quoteattr(failure)}/></testcase>")
out.append("</testsuites>")
open(sys.argv[2], "w", encoding="utf-8").write("\n".join(out) + "\n")
