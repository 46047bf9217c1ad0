#!/bin/bash
set -uo pipefail
out="$BUILD_ARTIFACTSTAGINGDIRECTORY"
app=DerivedData/Build/Products/Debug-iphonesimulator/Cipherbox.app
mkdir -p "$out/$app" "$out/oslog"
cp "$app/Info.plist" "$out/$app/Info.plist"
container=$(xcrun simctl get_app_container booted com.cipherbox.app data)
cp "$container/Library/Caches/evidence/diagnostics.jsonl" "$out/registration.jsonl"
xcresultparser -o junit "$out/Cipherbox.xcresult" > "$out/junit.xml"
xcrun simctl spawn booted log show --style ndjson --last 20m \
  --predicate 'subsystem BEGINSWITH "com.cipherbox.app"' > "$out/oslog/test-window.ndjson"
