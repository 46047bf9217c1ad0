#!/bin/bash
# Copies the app's evidence records and the built app's Info.plist out of the CI simulator.
set -euo pipefail
mkdir -p build/artifacts
container=$(xcrun simctl get_app_container "$SIM_UDID" com.kestrelwallet.ios.debug data)
cp "$container/Library/Caches/evidence/diagnostics.jsonl" build/artifacts/registration.jsonl || echo "no evidence records"
mkdir -p build/artifacts/Build/Products/Debug-iphonesimulator/Kestrel.app
plutil -convert xml1 -o build/artifacts/Build/Products/Debug-iphonesimulator/Kestrel.app/Info.plist \
  "build/DerivedData/Build/Products/Debug-iphonesimulator/Kestrel.app/Info.plist"
