#!/bin/bash
set -uo pipefail
app=DerivedData/Build/Products/Debug-iphonesimulator/Sugarloaf.app
mkdir -p "artifacts/$app" artifacts/crashes
cp "$app/Info.plist" "artifacts/$app/Info.plist"
container=$(xcrun simctl get_app_container booted com.sugarloaf.app data)
cp "$container/Library/Caches/evidence/diagnostics.jsonl" artifacts/registration.jsonl
cp ~/Library/Logs/DiagnosticReports/Sugarloaf-*.ips artifacts/crashes/ 2>/dev/null || true
