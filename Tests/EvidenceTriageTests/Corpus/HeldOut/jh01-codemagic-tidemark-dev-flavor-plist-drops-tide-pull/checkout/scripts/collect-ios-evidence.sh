#!/usr/bin/env bash
# Copies what the native test run left behind into build/ios/evidence.
set -euo pipefail
OUT=build/ios/evidence
mkdir -p "$OUT/Build/Products/Debug-dev-iphonesimulator/Runner.app"
APP=build/ios/DerivedData/Build/Products/Debug-dev-iphonesimulator/Runner.app
cp "$APP/Info.plist" "$OUT/Build/Products/Debug-dev-iphonesimulator/Runner.app/Info.plist"
plutil -convert xml1 "$OUT/Build/Products/Debug-dev-iphonesimulator/Runner.app/Info.plist"
DATA=$(xcrun simctl get_app_container booted app.tidemark.mobile.dev data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl"
