#!/usr/bin/env bash
# Copies the app's registration records and the built Info.plist into the deploy dir.
set -u
SIM=$(xcrun simctl list devices booted -j | /usr/bin/python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
DATA=$(xcrun simctl get_app_container "$SIM" com.fernbank.app data) || exit 0
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$BITRISE_DEPLOY_DIR/registration.jsonl" || true
APP=$(xcrun simctl get_app_container "$SIM" com.fernbank.app app)
mkdir -p "$BITRISE_DEPLOY_DIR/Build/Products/Debug-iphonesimulator/Fernbank.app"
plutil -convert xml1 -o "$BITRISE_DEPLOY_DIR/Build/Products/Debug-iphonesimulator/Fernbank.app/Info.plist" "$APP/Info.plist"
