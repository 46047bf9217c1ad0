#!/bin/bash
set -uo pipefail
out="$BITRISE_DEPLOY_DIR/evidence"
mkdir -p "$out/Build/Products/Debug-iphonesimulator/Murmur.app"
cp "$BITRISE_SOURCE_DIR/DerivedData/Build/Products/Debug-iphonesimulator/Murmur.app/Info.plist" \
   "$out/Build/Products/Debug-iphonesimulator/Murmur.app/Info.plist"
container=$(xcrun simctl get_app_container booted com.murmur.app data)
cp "$container/Library/Caches/evidence/diagnostics.jsonl" "$out/registration.jsonl"
cp "$BITRISE_XCODE_RAW_RESULT_TEXT_PATH" "$out/xcodebuild-test-raw.log"
