#!/bin/bash
# $1: evidence directory published as a pipeline artifact
set -eux
out="$1"
mkdir -p "$out/attachments" "$out/Build/Products/Debug-iphonesimulator/Shutterbox.app"
xcrun xcresulttool export attachments --path "$BUILD_ARTIFACTSTAGINGDIRECTORY/Shutterbox.xcresult" --output-path "$out/attachments" \
  --test-id "PhotoBackupTaskTests/testExpirationStopsUploadPromptly()" || true
c=$(xcrun simctl get_app_container 8E2D4F60-1A3C-4B5E-9D7F-0C2E4A6B8D91 com.shutterbox.app data)
cp "$c/Library/Caches/evidence/diagnostics.jsonl" "$out/registration.jsonl"
cp ~/Library/Developer/Xcode/DerivedData/Shutterbox-*/Build/Products/Debug-iphonesimulator/Shutterbox.app/Info.plist \
   "$out/Build/Products/Debug-iphonesimulator/Shutterbox.app/Info.plist"
