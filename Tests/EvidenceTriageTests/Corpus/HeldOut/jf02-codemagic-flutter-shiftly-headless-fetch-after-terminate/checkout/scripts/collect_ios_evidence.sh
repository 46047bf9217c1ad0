#!/bin/bash
set -u
OUT=build/evidence
mkdir -p "$OUT/Build/Products/Debug-iphonesimulator/Runner.app" "$OUT/oslog"
UDID=$(xcrun simctl list devices booted | grep -m1 "iPhone 15" | sed -E 's/.*\(([0-9A-F-]+)\).*/\1/')
DATA=$(xcrun simctl get_app_container "$UDID" com.shiftly.app data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl" || true
cp "$CM_BUILD_DIR"/build/ios/Debug-iphonesimulator/Runner.app/Info.plist "$OUT/Build/Products/Debug-iphonesimulator/Runner.app/Info.plist" || true
xcrun simctl spawn "$UDID" log show --style ndjson --start "$(cat build/ios/test/.started_at)" \
  --predicate 'process == "Runner"' > "$OUT/oslog/runner.ndjson" || true
