#!/bin/bash
set -euo pipefail
DEST='platform=iOS Simulator,name=iPhone 17 Pro,OS=26.0'
set +e
xcodebuild test \
  -workspace Harrier.xcworkspace \
  -scheme HarrierUITests \
  -destination "$DEST" \
  -parallel-testing-enabled YES \
  -maximum-parallel-testing-workers 3 \
  -resultBundlePath build/HarrierUITests.xcresult
STATUS=$?
set -e
# Pull the app's evidence records out of every clone that ran tests.
for udid in $(xcrun simctl --set testing list devices | grep -Eo '[0-9A-F-]{36}'); do
  container=$(xcrun simctl --set testing get_app_container "$udid" com.harrier.field data 2>/dev/null) || continue
  cat "$container/Library/Caches/evidence/diagnostics.jsonl" >> build/registration.jsonl 2>/dev/null || true
done
exit $STATUS
