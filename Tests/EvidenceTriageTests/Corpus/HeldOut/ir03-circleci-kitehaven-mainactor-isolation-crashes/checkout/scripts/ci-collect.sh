#!/bin/bash
set -euo pipefail
OUT=$1; mkdir -p "$OUT/Build/Products/Debug-iphonesimulator/Kitehaven.app"
DATA=$(xcrun simctl get_app_container booted com.kitehaven.app data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl"
cp ~/Library/Developer/Xcode/DerivedData/Kitehaven-*/Build/Products/Debug-iphonesimulator/Kitehaven.app/Info.plist \
   "$OUT/Build/Products/Debug-iphonesimulator/Kitehaven.app/Info.plist"
cp ~/Library/Logs/DiagnosticReports/Kitehaven-*.ips "$OUT/" 2>/dev/null || true
