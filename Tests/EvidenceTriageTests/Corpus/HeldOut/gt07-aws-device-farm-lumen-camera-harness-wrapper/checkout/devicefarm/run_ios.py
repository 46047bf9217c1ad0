#!/usr/bin/env python3
"""Upload the app + XCTest UI package to AWS Device Farm, run it, wait, and
collect artifacts. Prints job/suite/test diagnostics when the run fails."""
import argparse, json, subprocess, sys, time

def aws(*args):
    out = subprocess.run(["aws", "devicefarm", *args, "--output", "json"], check=True, capture_output=True, text=True)
    return json.loads(out.stdout or "{}")

def main():
    p = argparse.ArgumentParser()
    p.add_argument("--project-arn"); p.add_argument("--app"); p.add_argument("--tests")
    p.add_argument("--spec"); p.add_argument("--out")
    a = p.parse_args()
    # ... upload, schedule-run (XCTEST_UI with custom test spec), poll every 30 s ...
    run = wait_for_run(a)                       # get-run until status == COMPLETED
    download_artifacts(run, a.out)
    print(f"Run {run['name']}: {run['result']}  counters={run['counters']}")
    if run["result"] != "PASSED":
        for job in aws("list-jobs", "--arn", run["arn"])["jobs"]:
            print(f"JOB    {job['result']:8} {job['name']} ({job['device']['name']}, iOS {job['device']['os']})")
            for suite in aws("list-suites", "--arn", job["arn"])["suites"]:
                print(f"SUITE  {suite['result']:8} {suite['name']}")
                for test in aws("list-tests", "--arn", suite["arn"])["tests"]:
                    print(f"TEST   {test['result']:8} {suite['name']}/{test['name']}  message={test.get('message')!r}")
        sys.exit(1)

if __name__ == "__main__":
    main()
