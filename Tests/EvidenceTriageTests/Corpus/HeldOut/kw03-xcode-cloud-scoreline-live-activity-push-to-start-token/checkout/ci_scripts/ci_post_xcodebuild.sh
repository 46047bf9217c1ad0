#!/bin/sh
set -x
mkdir -p "$CI_DERIVED_DATA_PATH/../evidence"
APP="$CI_DERIVED_DATA_PATH/Build/Products/Debug-iphonesimulator/Scoreline.app"
codesign -d --entitlements :- "$APP"
cp "$APP/Info.plist" /Volumes/workspace/evidence/Info.plist
DATA=$(xcrun simctl get_app_container booted com.scoreline.app data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" /Volumes/workspace/evidence/registration.jsonl
