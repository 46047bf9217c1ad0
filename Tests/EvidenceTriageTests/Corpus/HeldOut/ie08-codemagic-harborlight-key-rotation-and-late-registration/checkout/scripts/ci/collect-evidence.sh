#!/bin/bash
set -uo pipefail
out="$1"; mkdir -p "$out/Build/Products/Debug-iphonesimulator/Harborlight.app"
cp ~/Library/Logs/DiagnosticReports/Harborlight-*.ips "$out/" 2>/dev/null && echo "copied crash reports"
cp ~/Library/Developer/Xcode/DerivedData/Harborlight-*/Build/Products/Debug-iphonesimulator/Harborlight.app/Info.plist \
   "$out/Build/Products/Debug-iphonesimulator/Harborlight.app/Info.plist" && echo "copied Info.plist"
data=$(xcrun simctl get_app_container booted net.harborlight.vpn data 2>/dev/null) \
  && cp "$data/Library/Caches/bgtasks.jsonl" "$out/registration.jsonl" || echo "no bgtasks.jsonl in the app container"
