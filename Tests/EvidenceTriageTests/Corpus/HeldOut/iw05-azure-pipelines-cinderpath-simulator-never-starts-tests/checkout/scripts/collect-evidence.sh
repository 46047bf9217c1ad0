#!/bin/bash
set -x
OUT="$BUILD_ARTIFACTSTAGINGDIRECTORY/evidence"
mkdir -p "$OUT/Build/Products/Debug-iphonesimulator/Cinderpath.app"
xcrun simctl list devices "$SIM_UDID"
gtimeout 60 xcrun simctl bootstatus "$SIM_UDID" -b
DATA=$(xcrun simctl get_app_container "$SIM_UDID" com.cinderpath.app data) && cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl"
cp ~/Library/Developer/Xcode/DerivedData/Cinderpath-*/Build/Products/Debug-iphonesimulator/Cinderpath.app/Info.plist "$OUT/Build/Products/Debug-iphonesimulator/Cinderpath.app/Info.plist"
