#!/usr/bin/env python3
"""Print a "Failing tests:" block from swift test's xunit files, or (--from-log) name the test that was
running when the test process died (swift test writes no xunit file then)."""
import glob, re, sys, xml.etree.ElementTree as ET

def from_xunit(build):
    failing = []
    for path in sorted(glob.glob(f"{build}/junit*.xml")):
        for case in ET.parse(path).getroot().iter("testcase"):
            if case.find("failure") is not None or case.find("error") is not None:
                suite = case.get("classname").split(".")[-1]
                name = case.get("name")
                failing.append(f"{suite}/{name}" if name.endswith(")") else f"{suite}.{name}()")
    return failing

def from_log(log):
    started, finished = [], set()
    for line in open(log, errors="replace"):
        m = re.search(r"Test Case '(-\[[^]]+\])' (started|passed|failed)", line)
        if m:
            (started.append if m.group(2) == "started" else finished.add)(m.group(1))
    return [t for t in started if t not in finished]

if __name__ == "__main__":
    if "--from-log" in sys.argv:
        for t in from_log("swift-test.log"):
            print(f"Test process died while running: {t}")
    else:
        failing = from_xunit(sys.argv[1])
        if failing:
            print("Failing tests:")
            print("\tLedgerKitTests:")
            for t in failing:
                print(f"\t\t{t}")
