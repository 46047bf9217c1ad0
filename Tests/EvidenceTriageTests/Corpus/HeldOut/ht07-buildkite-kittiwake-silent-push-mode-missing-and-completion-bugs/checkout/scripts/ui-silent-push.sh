#!/bin/bash
# Runs the silent-push UI test and acts as the host side of the push bridge:
# the UI test writes $SIMULATOR_HOST_HOME/ci-bridge/push-request after sending the
# app home; we answer with `simctl push` because the runner cannot call simctl itself.
set -euo pipefail
rm -rf "$HOME/ci-bridge" && mkdir -p "$HOME/ci-bridge" build evidence/oslog
xcodebuild test-without-building -project Kittiwake.xcodeproj -scheme Kittiwake \
  -destination "platform=iOS Simulator,id=$SIM_UDID" -derivedDataPath build/dd \
  -only-testing:KittiwakeUITests/SilentPushDeliveryTests > build/ui.log 2>&1 &
XCB=$!
for _ in $(seq 1 120); do
  if [ -f "$HOME/ci-bridge/push-request" ]; then
    echo "--- :bell: sending silent push"
    xcrun simctl push "$SIM_UDID" com.kittiwake.app ci/payloads/inbox-silent.apns
    rm "$HOME/ci-bridge/push-request"
  fi
  kill -0 $XCB 2>/dev/null || break
  sleep 1
done
set +e; wait $XCB; STATUS=$?; set -e
cat build/ui.log
xcrun simctl spawn "$SIM_UDID" log show --style ndjson --last 10m \
  --predicate 'process == "Kittiwake"' > evidence/oslog/kittiwake-silent-push.ndjson
mkdir -p evidence/Build/Products/Debug-iphonesimulator/Kittiwake.app
cp build/dd/Build/Products/Debug-iphonesimulator/Kittiwake.app/Info.plist evidence/Build/Products/Debug-iphonesimulator/Kittiwake.app/
exit $STATUS
