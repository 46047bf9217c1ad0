#!/usr/bin/env bash
# Runs the e2e suite once, then re-runs only the spec files that failed.
set -uo pipefail
npx detox test -c ios.sim.release --cleanup --json-report=e2e/report-1.json
status=$?
if [ $status -ne 0 ]; then
  failed=$(node scripts/failed-specs.js e2e/report-1.json)
  echo "Re-running failed specs: $failed"
  xcrun simctl shutdown all; xcrun simctl erase all
  npx detox test -c ios.sim.release --cleanup $failed --json-report=e2e/report-2.json
  status=$?
fi
exit $status
