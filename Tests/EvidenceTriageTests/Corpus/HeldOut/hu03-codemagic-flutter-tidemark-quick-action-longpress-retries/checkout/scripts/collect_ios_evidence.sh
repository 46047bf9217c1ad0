#!/bin/bash
set -euxo pipefail
OUT="$CM_BUILD_DIR/build/ios/evidence"
mkdir -p "$OUT/Build/Products/Debug-iphonesimulator/Runner.app"
DATA=$(xcrun simctl get_app_container booted app.tidemark.ios data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl" || true
plutil -convert xml1 -o "$OUT/Build/Products/Debug-iphonesimulator/Runner.app/Info.plist" \
  "$CM_BUILD_DIR/build/ios/iphonesimulator/Runner.app/Info.plist"
