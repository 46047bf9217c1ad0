#!/usr/bin/env python3
"""Runs the triage benchmark for scripts/bench/bench-triage.sh: one child per measurement, wall time from
a monotonic clock, peak RSS from wait4's rusage."""
import os
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_measure import measure  # noqa: E402

binary, large, typical, sample, out = sys.argv[1:6]
repeat = max(1, int(sys.argv[6]) if len(sys.argv) > 6 else 1)
shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
env = dict(os.environ, SOURCE_DATE_EPOCH="1700000000", LC_ALL="C.UTF-8")

def run(label, argv):
    wall, peak, _ = measure(label, argv, env, repeat)
    print(f"  {label:<44} {wall:7.2f} s  {peak:7.1f} MB", flush=True)
    return wall, peak

def collect(tree, name):
    archive = os.path.join(out, name)
    subprocess.run([binary, "collect", tree, sample, "--output", archive, "--commit", "0123abc"], env=env, check=True,
                   stdout=subprocess.DEVNULL)
    return archive

large_archive = collect(large, "large.tgz")
typical_archive = collect(typical, "typical.tgz")
print(f"archives: {os.path.getsize(large_archive) / 1e6:.1f} MB ({large}), {os.path.getsize(typical_archive) / 1e6:.1f} MB ({typical})")
print(f"  {'command':<44} {'wall':>9}  {'peak RSS':>10}")
tar_wall, tar_rss = run("tar xzf large.tgz -O > /dev/null", ["tar", "xzf", large_archive, "-O"])
triage_wall, triage_rss = run("evidence triage large.tgz --format json", [binary, "triage", large_archive, "--format", "json"])
markdown_wall, markdown_rss = run("evidence triage large.tgz (markdown)", [binary, "triage", large_archive])
typical_wall, _ = run("evidence triage typical.tgz", [binary, "triage", typical_archive])

ratio = triage_wall / tar_wall
checks = [
    (f"triage / tar xzf -O wall time = {ratio:.2f} (target <= 1.2)", ratio <= 1.2),
    (f"triage peak memory = {max(triage_rss, markdown_rss):.1f} MB (target <= 100 MB)", max(triage_rss, markdown_rss) <= 100),
    (f"triage of a typical run = {typical_wall:.2f} s (target < 1 s)", typical_wall < 1.0),
]
print()
for text, ok in checks:
    print(f"{'PASS' if ok else 'FAIL'}  {text}")
sys.exit(0 if all(ok for _, ok in checks) else 1)
