#!/bin/bash
# Copies what the triage tooling reads out of the simulator and the result bundle.
set -euo pipefail
OUT="$1"
mkdir -p "$OUT"
APP_DATA=$(xcrun simctl get_app_container booted com.podlark.app data)
cp "$APP_DATA/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl" || true
PRODUCTS=$(xcodebuild -project Podlark.xcodeproj -scheme Podlark -showBuildSettings 2>/dev/null | awk '/ BUILT_PRODUCTS_DIR /{print $3}')
mkdir -p "$OUT/Build/Products/Debug-iphonesimulator/Podlark.app"
cp "$PRODUCTS/Podlark.app/Info.plist" "$OUT/Build/Products/Debug-iphonesimulator/Podlark.app/Info.plist"
plutil -convert xml1 "$OUT/Build/Products/Debug-iphonesimulator/Podlark.app/Info.plist"
# Spindumps XCTest attached to timed-out tests.
xcrun xcresulttool export attachments --path build/Podlark.xcresult --output-path "$OUT/attachments" || true
for f in "$OUT"/attachments/*spindump*.txt; do [ -e "$f" ] && mv "$f" "$OUT/"; done
