#!/usr/bin/env python3
"""Scores triage on labelled CI runs, as a user would run it: each run folder (laid out as
Tests/EvidenceKitTests/Corpus/Scenarios/README.md says, with an expected.json) is collected and
triaged by the built binary, and every failed test's label is compared with the engineer's.

    scripts/score-runs.py [--binary .build/release/evidence] [--json] FOLDER...

A FOLDER is one run (it holds expected.json) or a folder of runs. Prints one line per failed test
that is not right, then the totals: right, wrong (and how many of those at 0.8 or more), abstentions
(`unclassified` where the engineer gave a label), tests missing or reported twice, and tests reported that did not fail
(extra). Exit 0.
"""
import argparse
import re
import json
import os
import subprocess
import sys
import tempfile


def runs_in(folder):
    if os.path.exists(os.path.join(folder, "expected.json")):
        return [folder]
    return sorted(os.path.join(folder, name) for name in os.listdir(folder)
                  if os.path.exists(os.path.join(folder, name, "expected.json")))


def key(test):
    """`Module.Suite/name()` → `Suite/name`: the expected files key tests without module or `()`
    (nor a Swift Testing function's argument labels, `name(eggs:)`, which writers drop with it)."""
    suite, _, name = test.partition("/")
    suite = suite.rsplit(".", 1)[-1]
    return suite + "/" + re.sub(r"\((?:[A-Za-z_][A-Za-z0-9_]*:)*\)$", "", name)


def triage(binary, run):
    inputs = [os.path.join(run, name) for name in sorted(os.listdir(run))
              if name not in ("expected.json", "checkout", "README.md")]
    with tempfile.TemporaryDirectory() as scratch:
        archive = os.path.join(scratch, "run.tgz")
        checkout = os.path.join(run, "checkout")
        root = ["--project-root", checkout] if os.path.isdir(checkout) else []
        collect = subprocess.run([binary, "collect", *inputs, "--output", archive, "--commit", "0" * 40, *root],
                                 capture_output=True, text=True)
        if collect.returncode != 0:
            return None, "collect exited %d: %s" % (collect.returncode, collect.stderr.strip())
        result = subprocess.run([binary, "triage", archive, "--format", "json"], capture_output=True, text=True)
        if not result.stdout.strip():
            return None, "triage exited %d: %s" % (result.returncode, result.stderr.strip())
        return json.loads(result.stdout), None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/release/evidence")
    parser.add_argument("--json", action="store_true", help="print every outcome as JSON lines")
    parser.add_argument("folders", nargs="+")
    arguments = parser.parse_args()
    totals = {"tests": 0, "right": 0, "wrong": 0, "wrong_confident": 0, "abstained": 0, "missing": 0, "twice": 0, "extra": 0, "runs": 0}
    for folder in arguments.folders:
        for run in runs_in(folder):
            totals["runs"] += 1
            expected = json.load(open(os.path.join(run, "expected.json")))
            document, error = triage(arguments.binary, run)
            name = os.path.basename(run.rstrip("/"))
            if error:
                print("%s: %s" % (name, error))
                totals["missing"] += len(expected["failures"])
                totals["tests"] += len(expected["failures"])
                continue
            got = {}
            for failure in document.get("failures", []):
                k = key(failure["test"])
                if k in got:
                    totals["twice"] += 1
                got[k] = failure
            # A test reported that did not fail (a display name read as a second test, a passing one).
            for test in sorted(set(got) - set(expected["failures"]) - set(expected.get("flaky", []))):
                totals["extra"] += 1
                print("%s %s: EXTRA — reported as a failure, but no such test failed" % (name, test))
            for test, label in sorted(expected["failures"].items()):
                totals["tests"] += 1
                failure = got.get(test)
                if failure is None:
                    totals["missing"] += 1
                    print("%s %s: expected %s, not reported" % (name, test, label))
                    continue
                category, confidence = failure["category"], failure.get("confidence", 0)
                outcome = {"run": name, "test": test, "expected": label, "actual": category,
                           "confidence": confidence, "rule": failure.get("rule")}
                if arguments.json:
                    print(json.dumps(outcome))
                if category == label:
                    totals["right"] += 1
                    continue
                if category == "unclassified":
                    totals["abstained"] += 1
                    kind = "abstained"
                else:
                    totals["wrong"] += 1
                    kind = "WRONG"
                    if confidence >= 0.8:
                        totals["wrong_confident"] += 1
                        kind = "WRONG (confident)"
                if not arguments.json:
                    print("%s %s: %s — expected %s, got %s at %.2f (%s)" % (name, test, kind, label, category, confidence,
                                                                          failure.get("rule") or "no rule"))
    tests = totals["tests"] or 1
    print("runs %d, failed tests %d: right %d (%.1f %%), wrong %d (%d at 0.8 or more), abstained %d, missing %d, reported twice %d, extra %d"
          % (totals["runs"], totals["tests"], totals["right"], 100.0 * totals["right"] / tests, totals["wrong"],
             totals["wrong_confident"], totals["abstained"], totals["missing"], totals["twice"], totals["extra"]))


if __name__ == "__main__":
    sys.exit(main())
