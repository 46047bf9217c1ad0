#!/bin/bash
# Launches the test player with the console attached; the player's TestRunReporter prints
# one "[tests] ..." line per test and writes TestResults.xml to its Documents folder.
set -o pipefail
xcrun devicectl device process launch --device "$DEVICE" --console --terminate-existing \
  com.mossgarden.idle 2>&1 | tee artifacts/device-console.log
status=$?
if ! grep -q '^\[tests\] RUN FINISHED' artifacts/device-console.log; then
  running=$(grep '^\[tests\] START ' artifacts/device-console.log | tail -1 | cut -d' ' -f3)
  echo "[ci] test player exited before the run finished; last started test: $running"
  echo "[ci] FAIL $running: test player crashed (see artifacts/crashes)"
  exit 1
fi
exit $status
