#!/usr/bin/env python3
"""Where the test suite's time goes: each suite run alone, its wall and CPU time, heaviest first.

    scripts/dev/suite-times.py                    # every suite, one `swift test` each (build first)
    scripts/dev/suite-times.py ResourceLimitTests SecretCorpusTests   # only suites whose name contains these
    scripts/dev/suite-times.py --whole            # also the whole suite once, as a developer runs it
    scripts/dev/suite-times.py --tests ResourceLimitTests   # each test of those suites, one at a time

Each suite runs as `swift test --skip-build --parallel --filter '^Module.Suite/'`: its tests still
run concurrently with each other, as in the whole run, but with nothing else beside them. CPU is
user + system time of `swift test` and the test process it waits for (os.wait4's rusage), so a
suite that keeps both cores busy shows CPU near twice its wall time. About 0.5 s of each row is
the test process starting and listing its tests. The suite's own environment is passed on
(EVIDENCE_TEST_POSTGRES_URL, EVIDENCE_HEAVY_TESTS, ...).

With --tests, the chosen suites run once, their tests one at a time (`--no-parallel`), and each
test's wall time is read from Swift Testing's event stream (`--event-stream-output-path`); a
parameterised test is one row, all its arguments together.
"""
import json
import tempfile
import os
import subprocess
import sys
import time


def run(arguments):
    """Runs a command with its output discarded; returns (exit status, wall s, CPU s)."""
    start = time.monotonic()
    process = subprocess.Popen(arguments, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.monotonic() - start
    return os.waitstatus_to_exitcode(status), wall, usage.ru_utime + usage.ru_stime


def suites():
    """The suites `swift test list` names, with how many tests each has, in its order."""
    listing = subprocess.run(["swift", "test", "--skip-build", "list"], check=True,
                             capture_output=True, text=True).stdout
    counts = {}
    for line in listing.splitlines():
        if "/" in line:
            suite = line.split("/", 1)[0]
            counts[suite] = counts.get(suite, 0) + 1
    return counts


def per_test(wanted, counts):
    """Each test of the suites whose names contain a word of `wanted`, run one at a time: wall s, test."""
    chosen = [suite for suite in counts if any(word in suite for word in wanted)]
    pattern = "|".join("^" + suite.replace(".", r"\.") + "/" for suite in chosen)
    with tempfile.TemporaryDirectory() as directory:
        stream = os.path.join(directory, "events.jsonl")
        subprocess.run(["swift", "test", "--skip-build", "--no-parallel", "--filter", pattern,
                        "--event-stream-output-path", stream, "--event-stream-version", "0"],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        started, rows = {}, []
        with open(stream) as events:
            for line in events:
                record = json.loads(line)
                event = record.get("payload", {})
                test = event.get("testID", "")
                if record.get("kind") != "event" or "/" not in test:
                    continue
                if event["kind"] == "testStarted":
                    started[test] = event["instant"]["absolute"]
                elif event["kind"] == "testEnded" and test in started:
                    rows.append((event["instant"]["absolute"] - started[test], test.rsplit("/", 1)[0]))
    print(f"{'wall s':>7}  test (one at a time)")
    for wall, test in sorted(rows, reverse=True):
        print(f"{wall:7.2f}  {test}")


def main(arguments):
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
    whole = "--whole" in arguments
    wanted = [argument for argument in arguments if not argument.startswith("--")]
    counts = suites()
    if "--tests" in arguments:
        per_test(wanted, counts)
        return
    rows = []
    for suite, count in counts.items():
        if wanted and not any(word in suite for word in wanted):
            continue
        pattern = "^" + suite.replace(".", r"\.") + "/"
        status, wall, cpu = run(["swift", "test", "--skip-build", "--parallel", "--filter", pattern])
        rows.append((wall, cpu, count, suite, status))
        print(f"  {wall:6.1f} s  {suite}", file=sys.stderr, flush=True)
    rows.sort(reverse=True)
    print(f"{'wall s':>7} {'CPU s':>7} {'tests':>5}  suite")
    for wall, cpu, count, suite, status in rows:
        failed = "" if status == 0 else f"  (exit {status})"
        print(f"{wall:7.1f} {cpu:7.1f} {count:5d}  {suite}{failed}")
    print(f"{sum(r[0] for r in rows):7.1f} {sum(r[1] for r in rows):7.1f} "
          f"{sum(r[2] for r in rows):5d}  sum of {len(rows)} suites run alone")
    if whole:
        status, wall, cpu = run(["swift", "test", "--skip-build", "--parallel"])
        failed = "" if status == 0 else f"  (exit {status})"
        print(f"{wall:7.1f} {cpu:7.1f} {sum(counts.values()):5d}  swift test --skip-build --parallel{failed}")


if __name__ == "__main__":
    main(sys.argv[1:])
