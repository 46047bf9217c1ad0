#!/bin/bash
# Unit tests on simulator clones, then device E2E with a unified-log export.
set -uo pipefail
mkdir -p build/oslog
status=0

echo "~~~ :xcode: Unit tests (parallel clones)"
xcodebuild test -project Ferrystop.xcodeproj -scheme Ferrystop -testPlan Unit \
  -destination 'platform=iOS Simulator,name=iPhone 16,OS=18.2' \
  -parallel-testing-enabled YES -parallel-testing-worker-count 2 \
  -resultBundlePath build/Unit.xcresult || status=$?

echo "~~~ :iphone: Device E2E (Ferry Lab iPhone 14)"
START=$(date -u +"%Y-%m-%d %H:%M:%S")
xcodebuild test -project Ferrystop.xcodeproj -scheme Ferrystop -testPlan E2E \
  -destination "platform=iOS,id=$FERRY_LAB_DEVICE" -resultBundlePath build/E2E.xcresult || status=$?

echo "~~~ Unified log for the E2E window"
sudo log collect --device-udid "$FERRY_LAB_DEVICE" --start "$START" --output build/e2e.logarchive
log show build/e2e.logarchive --style ndjson \
  --predicate 'process == "dasd" OR process == "Ferrystop"' > build/oslog/ferrystop-e2e.ndjson
xcrun devicectl device copy from --device "$FERRY_LAB_DEVICE" --domain-type appDataContainer \
  --domain-identifier com.ferrystop.app --source Library/Caches/evidence/diagnostics.jsonl \
  --destination build/registration.jsonl
exit $status
