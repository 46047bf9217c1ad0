#!/bin/bash
set -euo pipefail
OUT="$1"
mkdir -p "$OUT/Build/Products/Debug-iphonesimulator/Quillpost.app"
for udid in $(xcrun simctl list devices | awk -F'[()]' '/Clone [0-9] of iPhone 17/{print $2}'); do
  DATA=$(xcrun simctl --set testing get_app_container "$udid" com.quillpost.app data 2>/dev/null) || continue
  cat "$DATA/Library/Caches/evidence/diagnostics.jsonl" >> "$OUT/registration.jsonl"
done
cp "$(xcodebuild -workspace Quillpost.xcworkspace -scheme Quillpost -showBuildSettings | awk '/ BUILT_PRODUCTS_DIR /{print $3}')/Quillpost.app/Info.plist" \
   "$OUT/Build/Products/Debug-iphonesimulator/Quillpost.app/Info.plist"
plutil -convert xml1 "$OUT/Build/Products/Debug-iphonesimulator/Quillpost.app/Info.plist"
find ~/Library/Logs/DiagnosticReports -name 'Quillpost-*.ips' -mmin -30 -exec cp {} "$OUT/" \;
