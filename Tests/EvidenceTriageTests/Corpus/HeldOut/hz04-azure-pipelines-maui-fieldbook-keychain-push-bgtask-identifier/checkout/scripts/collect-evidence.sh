#!/bin/bash
set -euxo pipefail
OUT="$1"
APP=artifacts/bin/Fieldbook.DeviceTests/Debug/net9.0-ios/iossimulator-arm64/Fieldbook.DeviceTests.app
mkdir -p "$OUT/bin/Fieldbook.DeviceTests/Debug/net9.0-ios/iossimulator-arm64/Fieldbook.DeviceTests.app"
DATA=$(xcrun simctl get_app_container B70E2D58-4C19-4A63-9F0E-31D8C5A7E246 com.fieldbook.app.devicetests data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl"
cp "$APP/Info.plist" "$OUT/$APP/Info.plist" 2>/dev/null || cp "$APP/Info.plist" "$OUT/bin/Fieldbook.DeviceTests/Debug/net9.0-ios/iossimulator-arm64/Fieldbook.DeviceTests.app/Info.plist"
plutil -convert xml1 "$OUT/bin/Fieldbook.DeviceTests/Debug/net9.0-ios/iossimulator-arm64/Fieldbook.DeviceTests.app/Info.plist"
