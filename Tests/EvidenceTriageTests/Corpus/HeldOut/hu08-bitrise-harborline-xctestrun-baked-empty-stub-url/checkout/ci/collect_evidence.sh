#!/bin/bash
set -x
DATA=$(xcrun simctl get_app_container booted com.harborline.app data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$BITRISE_DEPLOY_DIR/registration.jsonl"
mkdir -p "$BITRISE_DEPLOY_DIR/Build/Products/Debug-iphonesimulator/Harborline.app"
plutil -convert xml1 -o "$BITRISE_DEPLOY_DIR/Build/Products/Debug-iphonesimulator/Harborline.app/Info.plist" \
  "$(dirname "$BITRISE_XCTESTRUN_FILE_PATH")/Debug-iphonesimulator/Harborline.app/Info.plist"
cp "$BITRISE_XCTESTRUN_FILE_PATH" "$BITRISE_DEPLOY_DIR/"
