#!/bin/bash
set -uo pipefail
kind="$1"
app=DerivedData/Build/Products/Debug-iphonesimulator/Reelhouse.app
mkdir -p "artifacts/$kind/$app" "artifacts/$kind/crashes"
cp "$app/Info.plist" "artifacts/$kind/$app/Info.plist"
container=$(xcrun simctl get_app_container booted com.reelhouse.app data)
cp "$container/Library/Caches/evidence/diagnostics.jsonl" "artifacts/$kind/registration.jsonl"
cp ~/Library/Logs/DiagnosticReports/Reelhouse-*.ips "artifacts/$kind/crashes/" 2>/dev/null || true
