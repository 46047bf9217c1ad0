#!/bin/bash
set -euo pipefail
OUT="$BUILD_ARTIFACTSTAGINGDIRECTORY/evidence"
mkdir -p "$OUT/Build/Products/Debug-iphonesimulator/Tidewell.app"
DATA=$(xcrun simctl get_app_container booted com.tidewell.app data)
cp "$DATA/Library/Caches/TaskEvidence/records.jsonl" "$OUT/registration.jsonl"
echo "Copied TaskEvidence/records.jsonl -> $OUT/registration.jsonl"
cp "$AGENT_TEMPDIRECTORY/DerivedData/Build/Products/Debug-iphonesimulator/Tidewell.app/Info.plist" \
   "$OUT/Build/Products/Debug-iphonesimulator/Tidewell.app/Info.plist"
echo "Copied Tidewell.app/Info.plist -> $OUT/Build/Products/Debug-iphonesimulator/Tidewell.app/Info.plist"
