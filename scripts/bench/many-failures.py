#!/usr/bin/env python3
"""Writes a run of COUNT failed tests, as the audit of issue 28 did: the limits' input.

Usage: scripts/bench/many-failures.py OUTPUT COUNT [log|junit]
  log (default): an xcodebuild log, each test started, its assertion (file:line) and its failed
  line; junit: one JUnit file, each test case with a <failure>. The tests are spread over suites of
  100,000 (Suite0, Suite1, …), so the counts by suite say something. 10^6 in a log is 240 MB,
  450,000 in JUnit 52 MB; both compress to a few MB in collect's archive.
"""
import sys

output, count = sys.argv[1], int(sys.argv[2])
kind = sys.argv[3] if len(sys.argv) > 3 else 'log'
BATCH = 10000

with open(output, 'w') as out:
    if kind == 'junit':
        out.write('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="All tests" tests="%d" failures="%d">\n' % (count, count))
        out.write('<testsuite name="App.xctest" tests="%d" failures="%d">\n' % (count, count))
    else:
        out.write("Test Suite 'All tests' started at 2026-08-13 12:00:00.000.\n")
    for start in range(0, count, BATCH):
        lines = []
        for index in range(start, min(count, start + BATCH)):
            suite = 'Suite%d' % (index // 100000)
            place = '%s/%s.swift:%d' % ('App' if kind == 'junit' else '/Users/ci/App', suite, index % 900 + 10)
            if kind == 'junit':
                lines.append('<testcase classname="App.%s" name="test%d"><failure message="failed: %d">%s</failure></testcase>\n'
                             % (suite, index, index, place))
            else:
                lines.append("Test Case '-[App.%s test%d]' started.\n" % (suite, index))
                lines.append('%s: error: -[App.%s test%d] : XCTAssertEqual failed: ("%d") is not equal to ("0")\n' % (place, suite, index, index))
                lines.append("Test Case '-[App.%s test%d]' failed (0.001 seconds).\n" % (suite, index))
        out.write(''.join(lines))
    out.write('</testsuite>\n</testsuites>\n' if kind == 'junit' else '** TEST FAILED **\n')
