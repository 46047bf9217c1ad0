#!/bin/bash
# Collects what the triage tooling needs after the Xcode test task, pass or fail.
set -x
OUT="$BUILD_ARTIFACTSTAGINGDIRECTORY/diagnostics"
SIM=5B1C0E7A-9D24-4F3B-8E61-A2C7D4F90B13
mkdir -p "$OUT"
DATA=$(xcrun simctl get_app_container "$SIM" com.lanternfish.ios data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl"
mkdir -p "$OUT/Build/Products/Debug-iphonesimulator/Lanternfish.app"
cp build/DerivedData/Build/Products/Debug-iphonesimulator/Lanternfish.app/Info.plist "$OUT/Build/Products/Debug-iphonesimulator/Lanternfish.app/Info.plist"
xcrun xcresulttool export attachments --path build/Lanternfish.xcresult --output-path "$BUILD_ARTIFACTSTAGINGDIRECTORY/attachments"
cp "$BUILD_ARTIFACTSTAGINGDIRECTORY/attachments/StatisticsSenderTests/testPendingStatsSentOnBecomeActive()/Spindump.txt" \
   "$OUT/spindump-StatisticsSenderTests.testPendingStatsSentOnBecomeActive.txt"
wc -l "$OUT/registration.jsonl"
