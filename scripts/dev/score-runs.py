#!/usr/bin/env python3
"""Scores triage on labelled CI runs, as a user would run it: each run folder (laid out as
Tests/EvidenceTriageTests/Corpus/Scenarios/README.md says, with an expected.json) is collected and
triaged by the built binary, and every failed test's label is compared with the engineer's.

    scripts/dev/score-runs.py [--binary .build/release/evidence] [--json] FOLDER...
    scripts/dev/score-runs.py --measure-sources [--only KIND]... [--jobs N] [--binary …] FOLDER...

A FOLDER is one run (it holds expected.json) or a folder of runs. Prints one line per failed test
that is not right, then the totals: right, wrong (and how many of those at 0.8 or more), abstentions
(`unclassified` where the engineer gave a label), tests missing or reported twice, and tests reported that did not fail
(extra). Exit 0.
"""
import argparse
import fnmatch
import re
import json
import multiprocessing
import os
import shutil
import subprocess
import sys
import tempfile


def runs_in(folder):
    if os.path.exists(os.path.join(folder, "expected.json")):
        return [folder]
    return sorted(os.path.join(folder, name) for name in os.listdir(folder)
                  if os.path.exists(os.path.join(folder, name, "expected.json")))


def key_among(test, expected):
    """`key(test)`, or the expected key of the same test named another way: package:test's full name
    (`TideMerge merge keeps …`, its groups and name joined by blanks) under its file, as flutter's junit
    report and the expanded reporter give it, is the test a reader keys by group (`TideMerge/merge keeps …`);
    so is Patrol's XCTest method, which names the file's group first (`RunnerUITests/reminders_test reminders …`),
    and a parameterised case named with its arguments' values, the method's."""
    plain = key(test)
    name = test.partition("/")[2]
    if plain in expected:
        return plain
    # A runner's console that names a test by its full name alone (Karma's `Describe title FAILED`, with no place to
    # split it at): the expected key whose group and title, joined by a blank, are that name.
    if "/" not in test and " " in test:
        for k in expected:
            if k.replace("/", " ", 1) == test:
                return k
    # A parameterised case named with its arguments' values (an xUnit theory's `ShowsDaysUntilExpiry(days: 1,
    # expected: "…")`) is a case of the method its writer keys.
    case = re.match(r"^([^(]*)\([A-Za-z_][A-Za-z0-9_]*: .*\)$", plain)
    if case and case.group(1) in expected:
        return case.group(1)
    # (A writer's key that kept what `key` drops — a Swift Testing function's argument labels.)
    for k in expected:
        if key(k) == plain:
            return k
    # Patrol's method spelt for Objective-C (`onboarding_test___push_onboarding_registers_device_token`): its
    # file and the Dart test's name, letters and digits alike.
    if "___" in name:
        letters = lambda text: "".join(c for c in text.lower() if c.isalnum())
        for k in expected:
            if letters(k) == letters(name):
                return k
    if " " not in name:
        return plain
    for k in expected:
        group, _, rest = k.partition("/")
        # (Patrol's XCTest methods name the Dart test with its file's group first: `reminders_test reminders …`.)
        if name == group + " " + rest or name.partition(" ")[2] == group + " " + rest and name.partition(" ")[0].endswith("_test"):
            return k
    return plain


def key(test):
    """`Module.Suite/name()` → `Suite/name`: the expected files key tests without module or `()`
    (nor a Swift Testing function's argument labels, `name(eggs:)`, which writers drop with it, nor
    the Kotlin/Native target Gradle appends, `name[iosSimulatorArm64]`)."""
    suite, _, name = test.partition("/")
    # A namespace's dots (`CopperFerry.Tests.FareCalculatorTests`), not a describe title's (`iOS Info.plist`).
    if " " not in suite:
        suite = suite.rsplit(".", 1)[-1]
    # Gradle's Kotlin/Native target after a test's name (`nextReminder[iosSimulatorArm64]`).
    name = re.sub(r"\[(?:ios|macos|tvos|watchos)[A-Za-z0-9]*\]$", "", name)
    return suite + "/" + re.sub(r"\((?:[A-Za-z_][A-Za-z0-9_]*:)*\)$", "", name)


# The kinds of evidence `--measure-sources` takes away one at a time, and how each is recognised in
# a run folder: the checkout (the failing tests' code), the app's registration records, a unified-log
# export of the scheduler's own lines, the built app's Info.plist, and the checkout's test plans, schemes
# and StoreKit configurations (the tests' configuration: the checkout without those files).
SOURCES = ("code", "records", "oslog", "plist", "plans")
PLAN_FILES = ("*.xctestplan", "*.xcscheme", "*.storekit")
# What an abstention is in an outcome: no label, or `unclassified`.
ABSTAINED = (None, "unclassified")


def kind_of(path):
    """Which of SOURCES a run's input is (None: a log, JUnit or a result bundle, always given)."""
    name = os.path.basename(path)
    if name == "checkout":
        return "code"
    if os.path.isdir(path):
        return "plist" if name == "Build" else "oslog" if name == "oslog" else None
    head = open(path, "rb").read(4096).decode("utf-8", "replace")
    if "evidence.diagnostic/v1" in head:
        return "records"
    if "eventMessage" in head and ("subsystem" in head or "processImagePath" in head):
        return "oslog"
    if name.endswith(".plist"):
        return "plist"
    return None


def triage(binary, run, without=()):
    inputs = [os.path.join(run, name) for name in sorted(os.listdir(run))
              if name not in ("expected.json", "checkout", "README.md") and kind_of(os.path.join(run, name)) not in without]
    with tempfile.TemporaryDirectory() as scratch:
        archive = os.path.join(scratch, "run.tgz")
        checkout = os.path.join(run, "checkout")
        if "plans" in without and os.path.isdir(checkout):
            copy = os.path.join(scratch, "checkout")
            shutil.copytree(checkout, copy, symlinks=True, ignore=shutil.ignore_patterns(*PLAN_FILES))
            checkout = copy
        root = ["--project-root", checkout] if os.path.isdir(checkout) and "code" not in without else ["--sources", "none"]
        collect = subprocess.run([binary, "collect", *inputs, "--output", archive, "--commit", "0" * 40, *root],
                                 capture_output=True, text=True)
        if collect.returncode != 0:
            return None, "collect exited %d: %s" % (collect.returncode, collect.stderr.strip())
        result = subprocess.run([binary, "triage", archive, "--format", "json"], capture_output=True, text=True)
        if not result.stdout.strip():
            return None, "triage exited %d: %s" % (result.returncode, result.stderr.strip())
        return json.loads(result.stdout), None


def run_outcomes(job):
    """One run's failures as triaged without `without`: [((run, test), (expected, actual))]."""
    binary, run, without = job
    expected = json.load(open(os.path.join(run, "expected.json")))
    document, _ = triage(binary, run, without)
    known = set(expected["failures"]) | set(expected.get("flaky", []))
    got = {key_among(f["test"], known): f["category"] for f in (document or {}).get("failures", [])}
    name = os.path.basename(run.rstrip("/"))
    return [((name, test), (label, got.get(test))) for test, label in expected["failures"].items()]


def outcomes(binary, folders, without=(), jobs=1):
    """Each expected failure's label as triaged: {(run, test): (expected, actual)}; actual None when not reported."""
    work = [(binary, run, tuple(without)) for folder in folders for run in runs_in(folder)]
    with multiprocessing.Pool(jobs) as pool:
        return dict(pair for pairs in pool.map(run_outcomes, work) for pair in pairs)


def measure_sources(binary, folders, jobs=1, only=None):
    """Issue 24, part 6: for each kind of evidence, triage every run with and without it, and count the
    failures it turns right (abstentions among them), the right ones it turns into another label, the
    right ones it turns into an abstention (a reading that the evidence, once seen, no longer supports),
    and the wrong ones it turns into an abstention."""
    everything = outcomes(binary, folders, jobs=jobs)
    runs_with = {source: 0 for source in SOURCES}
    for folder in folders:
        for run in runs_in(folder):
            kinds = {kind_of(os.path.join(run, name)) for name in os.listdir(run) if name not in ("expected.json", "README.md")}
            checkout = os.path.join(run, "checkout")
            if os.path.isdir(checkout) and any(fnmatch.fnmatch(name, pattern) for _, _, names in os.walk(checkout)
                                               for name in names for pattern in PLAN_FILES):
                kinds.add("plans")
            for source in SOURCES:
                runs_with[source] += source in kinds
    print("%-8s %6s %18s %22s %24s %24s %26s" % ("source", "runs", "right without it", "turned right by it",
                                                "right to another label", "right to an abstention", "wrong to an abstention"))
    for source in (only or SOURCES):
        without = outcomes(binary, folders, (source,), jobs=jobs)
        gained = [k for k, (label, actual) in everything.items() if actual == label and without[k][1] != label]
        from_abstention = [k for k in gained if without[k][1] in ABSTAINED]
        lost = [k for k, (label, actual) in everything.items() if actual != label and without[k][1] == label]
        relabelled = [k for k in lost if everything[k][1] not in ABSTAINED]
        # A label that was wrong without it and, once it is read, gives way to an abstention: its caution.
        withdrawn = [k for k, (label, actual) in everything.items()
                     if actual in ABSTAINED and without[k][1] not in ABSTAINED + (label,)]
        right_without = sum(1 for label, actual in without.values() if actual == label)
        print("%-8s %6d %18d %22s %24d %24d %26d" % (source, runs_with[source], right_without,
                                                     "%d (%d abstentions)" % (len(gained), len(from_abstention)),
                                                     len(relabelled), len(lost) - len(relabelled), len(withdrawn)))
        for k in lost:
            print("  %s lost: %s %s (%s, now %s)" % (source, k[0], k[1], everything[k][0], everything[k][1]))
    right = sum(1 for label, actual in everything.values() if actual == label)
    print("with everything: %d of %d right" % (right, len(everything)))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/release/evidence")
    parser.add_argument("--json", action="store_true", help="print every outcome as JSON lines")
    parser.add_argument("--measure-sources", action="store_true",
                        help="per kind of evidence (the checkout's code, records, the unified log, the built plist): how many labels it turns right")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="runs triaged at once (--measure-sources)")
    parser.add_argument("--only", action="append", choices=SOURCES, help="measure only this kind (--measure-sources; repeatable)")
    parser.add_argument("folders", nargs="+")
    arguments = parser.parse_args()
    if arguments.measure_sources:
        return measure_sources(arguments.binary, arguments.folders, max(1, arguments.jobs), arguments.only)
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
            known = set(expected["failures"]) | set(expected.get("flaky", []))
            for failure in document.get("failures", []):
                k = key_among(failure["test"], known)
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
