#!/usr/bin/env python3
"""Runs the scale benchmark for scripts/bench/bench-scale.sh: for each cached log, collects it into an
archive (cached beside it), then times each command against the obvious reader of the same input
(`cat` of the log, `tar xzOf` of the archive) and the issue's targets, and checks the counts."""
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_measure import measure  # noqa: E402

binary, out = sys.argv[1:3]
repeat = max(1, int(sys.argv[3]) if len(sys.argv) > 3 else 1)
env = dict(os.environ, SOURCE_DATE_EPOCH="1700000000", LC_ALL="C.UTF-8")
print(f"load: {os.getloadavg()[0]:.2f} (1 min), {os.cpu_count()} cores")

# Issue 16's targets: seconds (or a factor of the text time for "json") and peak MB.
TARGETS = {
    200: {"logs": (2.0, 150), "logs json": ("1.5x", 150), "triage": (3.0, 250), "triage json": (3.5, 250), "comment": (3.5, 250)},
    20: {"logs": (None, 60), "logs json": (0.3, 60), "triage": (0.3, 60), "triage json": (0.3, 60), "comment": (0.3, 60)},
}

failures = []


def archive_for(size, log):
    archive = os.path.join(out, f"run-{size}mb.tgz")
    if not os.path.exists(archive):
        folder = os.path.join(out, f"in-{size}mb")
        os.makedirs(folder, exist_ok=True)
        link = os.path.join(folder, "xcodebuild-test.log")
        if not os.path.exists(link):
            os.link(log, link)
        subprocess.run([binary, "collect", folder, "--output", archive, "--commit", "0" * 40], env=env, check=True, stdout=subprocess.DEVNULL)
    return archive


def row(label, argv, baseline_wall, baseline_name, target, text_wall=None):
    wall, peak, cpu = measure(label, argv, env, repeat)
    limit_s, limit_mb = target
    if limit_s == "1.5x":
        limit_s = 1.5 * text_wall
    met_s = limit_s is None or wall <= limit_s
    met_mb = peak <= limit_mb
    verdict = "met" if met_s and met_mb else "NOT met"
    if not (met_s and met_mb):
        failures.append(label)
    limit_text = f"≤ {limit_s:.2f} s, " if limit_s is not None else ""
    print(f"  {label:<34} {wall:7.2f} s {cpu:6.2f} s {peak:7.0f} MB  {wall / baseline_wall:6.1f} x {baseline_name:<9} target {limit_text}≤ {limit_mb} MB: {verdict}", flush=True)
    return wall


# Timings first, counts after: the counts load the JSON into this process, and a child inherits its
# parent's peak RSS in wait4's figures.
print(f"  {'command':<34} {'wall':>9} {'cpu':>8} {'peak':>10}")
for size in (20, 200):
    log = os.path.join(out, f"xcodebuild-{size}mb.log")
    archive = archive_for(size, log)
    print(f"\n{size} MB log ({os.path.getsize(log) / 1e6:.0f} MB, archive {os.path.getsize(archive) / 1e6:.1f} MB)")
    cat_wall, cat_peak, cat_cpu = measure("cat", ["cat", log], env, repeat)
    tar_wall, tar_peak, tar_cpu = measure("tar xzOf", ["tar", "xzOf", archive], env, repeat)
    print(f"  {'cat log':<34} {cat_wall:7.2f} s {cat_cpu:6.2f} s {cat_peak:7.0f} MB")
    print(f"  {'tar xzOf run.tgz':<34} {tar_wall:7.2f} s {tar_cpu:6.2f} s {tar_peak:7.0f} MB")
    targets = TARGETS[size]
    text_wall = row("evidence logs (text)", [binary, "logs", log], cat_wall, "cat", targets["logs"])
    row("evidence logs --format json", [binary, "logs", log, "--format", "json"], cat_wall, "cat", targets["logs json"], text_wall)
    row("evidence triage (markdown)", [binary, "triage", archive], tar_wall, "tar xzOf", targets["triage"])
    row("evidence triage --format json", [binary, "triage", archive, "--format", "json"], tar_wall, "tar xzOf", targets["triage json"])
    row("evidence comment", [binary, "comment", archive], tar_wall, "tar xzOf", targets["comment"])

for size in (20, 200):
    log = os.path.join(out, f"xcodebuild-{size}mb.log")
    truth = json.load(open(log + ".counts.json"))
    archive = archive_for(size, log)
    print(f"\ncounts, {size} MB log:")
    # Every test run is one test unless the generator drew the same Suite/test twice (then folded:
    # failed then passed is flaky), so the counts can only fall short of the truth, by folding.
    logs = json.loads(subprocess.run([binary, "logs", log, "--format", "json"], env=env, check=True, capture_output=True).stdout)
    triage = json.loads(subprocess.run([binary, "triage", archive, "--format", "json"], env=env, check=True, capture_output=True).stdout)
    summary = logs["summary"]
    runs = truth["xctest_tests"] + truth["swift_testing_tests"]
    checks = [
        ("tests in the JSON = its summary", len(logs["tests"]) == summary["tests"]),
        (f"tests {summary['tests']} ≤ test runs {runs} (folded repeats), within 10%", runs * 0.9 <= summary["tests"] <= runs),
        (f"failed {summary['failed']} + flaky {summary['flaky']} = failing tests {truth['failing_tests_total']} (less only by folding, ≤ 1%)",
         truth["failing_tests_total"] * 0.99 <= summary["failed"] + summary["flaky"] <= truth["failing_tests_total"]),
        (f"triage lists every failure ({len(triage['failures'])} = {summary['failed']})",
         len(triage["failures"]) == triage["summary"]["failed"] == summary["failed"] and triage["summary"]["flaky"] == summary["flaky"]),
        ("every triaged failure has evidence", all(failure["evidence"] for failure in triage["failures"])),
    ]
    for text, ok in checks:
        print(f"  {text}: {'ok' if ok else 'WRONG'}")
        if not ok:
            failures.append(text)
    del logs, triage

print("\nall targets met and counts right" if not failures else f"\nmissed: {', '.join(failures)}")
sys.exit(1 if failures else 0)
