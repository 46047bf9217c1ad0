#!/bin/bash
set -euo pipefail
OUT="$1"
DD=/Users/distiller/Library/Developer/Xcode/DerivedData/Ledgerlight-dmtxqkcsvuzbgahwjyfnoeplrqri
mkdir -p "$OUT/Build/Products/Debug-iphonesimulator/Ledgerlight.app"
DATA=$(xcrun simctl get_app_container E2A7C019-6B3D-4F52-9C80-1D4E7A3B5F62 com.ledgerlight.app data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl"
echo "records: $(wc -l < "$OUT/registration.jsonl" | tr -d ' ') line(s) from com.ledgerlight.app data container"
cp "$DD/Build/Products/Debug-iphonesimulator/Ledgerlight.app/Info.plist" "$OUT/Build/Products/Debug-iphonesimulator/Ledgerlight.app/"
plutil -convert xml1 "$OUT/Build/Products/Debug-iphonesimulator/Ledgerlight.app/Info.plist"
echo "plist: Ledgerlight.app/Info.plist (DerivedData, Debug-iphonesimulator)"
