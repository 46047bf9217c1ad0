#!/bin/bash
# Copies the app's registration records and the BUILT Info.plist next to the test log.
set -u
out=build/evidence; mkdir -p "$out"
cp build/xcodebuild-test.log "$out/" || true
container=$(xcrun simctl get_app_container booted com.tidewater.app data 2>/dev/null || true)
if [[ -n "$container" ]]; then
  cp "$container/Library/Caches/evidence/diagnostics.jsonl" "$out/registration.jsonl" || echo "no diagnostics.jsonl"
fi
mkdir -p "$out/Build/Products/Debug-iphonesimulator/Runner.app"
cp build/dd/Build/Products/Debug-iphonesimulator/Runner.app/Info.plist \
   "$out/Build/Products/Debug-iphonesimulator/Runner.app/Info.plist"
