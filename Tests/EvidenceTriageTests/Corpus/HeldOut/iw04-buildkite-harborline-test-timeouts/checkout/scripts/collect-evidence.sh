#!/bin/bash
set -x
mkdir -p artifacts/evidence/Build/Products/Debug-iphonesimulator/Harborline.app
UDID=$(xcrun simctl list devices booted | awk -F '[()]' '/iPhone 16 \(/ && !/Clone/ {print $2; exit}')
DATA=$(xcrun simctl get_app_container "$UDID" com.harborline.app data)
cat "$DATA"/Library/Caches/evidence/*.jsonl > artifacts/evidence/registration.jsonl
cp .build/DerivedData/Build/Products/Debug-iphonesimulator/Harborline.app/Info.plist artifacts/evidence/Build/Products/Debug-iphonesimulator/Harborline.app/Info.plist
xcrun xcresulttool export attachments --path artifacts/Harborline.xcresult --output-path artifacts/attachments
