#!/bin/bash
set -euo pipefail
mkdir -p build/evidence/crashes build/evidence/Build/Products/Debug-iphonesimulator/Wayfarer.app
cp ~/Library/Logs/DiagnosticReports/Wayfarer_*.crash build/evidence/crashes/ || true
container=$(xcrun simctl get_app_container "iPhone 8" com.wayfarer.app data)
cp "$container/Library/Caches/diagnostics.jsonl" build/evidence/registration.jsonl
cp ~/Library/Developer/Xcode/DerivedData/Wayfarer-*/Build/Products/Debug-iphonesimulator/Wayfarer.app/Info.plist \
   build/evidence/Build/Products/Debug-iphonesimulator/Wayfarer.app/
