#!/bin/bash
# Copies the app's evidence records and the built app's Info.plist next to the test log.
set -uo pipefail
UDID="$(cat build/simulator-udid)"
CONTAINER="$(xcrun simctl get_app_container "$UDID" com.brackwater.tides data)"
cp "$CONTAINER/Library/Caches/evidence/diagnostics.jsonl" registration.jsonl || echo "no evidence records"
mkdir -p Build/Products/Debug-iphonesimulator/Brackwater.app
cp build/DerivedData/Build/Products/Debug-iphonesimulator/Brackwater.app/Info.plist \
   Build/Products/Debug-iphonesimulator/Brackwater.app/Info.plist
plutil -convert xml1 Build/Products/Debug-iphonesimulator/Brackwater.app/Info.plist
