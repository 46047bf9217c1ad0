"""Shared by the benchmark scripts: runs one child `repeat` times and returns its best wall time
(the least disturbed by other processes on a shared machine), its largest peak RSS in MB (from
wait4's rusage, which includes the child's own children) and its CPU time."""
import os
import subprocess
import sys
import time


def measure(label, argv, env, repeat=1, cwd=None, stdout=subprocess.DEVNULL):
    walls, peak, cpu = [], 0.0, 0.0
    for _ in range(max(1, repeat)):
        start = time.monotonic()
        process = subprocess.Popen(argv, env=env, stdout=stdout, stderr=subprocess.PIPE, cwd=cwd)
        error = process.stderr.read().decode(errors="replace")
        _, status, usage = os.wait4(process.pid, 0)
        walls.append(time.monotonic() - start)
        code = os.waitstatus_to_exitcode(status)
        if code != 0:
            sys.exit(f"error: {label} failed ({code}): {error.strip()}")
        peak = max(peak, usage.ru_maxrss / 1024)
        cpu = usage.ru_utime + usage.ru_stime
    return min(walls), peak, cpu
