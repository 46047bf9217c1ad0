#!/bin/bash
set -euxo pipefail
OUT=${1:-test_output}
mkdir -p "$OUT/Build/Products/Debug-iphonesimulator" "$OUT/Build/Intermediates.noindex/Curlew.build/Debug-iphonesimulator/Curlew.build"
cp -R DerivedData/Build/Products/Debug-iphonesimulator/Curlew.app "$OUT/Build/Products/Debug-iphonesimulator/"
cp DerivedData/Build/Intermediates.noindex/Curlew.build/Debug-iphonesimulator/Curlew.build/Curlew.app-Simulated.xcent "$OUT/Build/Intermediates.noindex/Curlew.build/Debug-iphonesimulator/Curlew.build/"
DATA=$(xcrun simctl get_app_container booted com.curlew.app data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl"
