#!/bin/bash
set -euo pipefail
UDID=$(xcrun simctl list devices booted | awk -F'[()]' '/iPhone 17/ {print $2; exit}')
DATA=$(xcrun simctl get_app_container "$UDID" uk.co.tidewell.app data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" artifacts/registration.jsonl
echo "Copied diagnostics.jsonl from $UDID (uk.co.tidewell.app) -> artifacts/registration.jsonl"
mkdir -p artifacts/Build/Products/Debug-iphonesimulator/Tidewell.app
cp DerivedData/Build/Products/Debug-iphonesimulator/Tidewell.app/Info.plist artifacts/Build/Products/Debug-iphonesimulator/Tidewell.app/Info.plist
echo "Copied DerivedData/Build/Products/Debug-iphonesimulator/Tidewell.app/Info.plist -> artifacts/Build/Products/Debug-iphonesimulator/Tidewell.app/Info.plist"
