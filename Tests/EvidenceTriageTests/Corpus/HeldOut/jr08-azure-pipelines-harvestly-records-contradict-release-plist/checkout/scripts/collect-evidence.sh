#!/bin/bash
set -euxo pipefail
out="$1"; cfg="$2"
app="build/DerivedData/Build/Products/${cfg}-iphoneos/Harvestly.app"
mkdir -p "$out/Build/Products/${cfg}-iphoneos/Harvestly.app"
cp "$app/Info.plist" "$out/Build/Products/${cfg}-iphoneos/Harvestly.app/Info.plist"
xcrun devicectl device copy from --device 00008130-001A2C3E0E91401E --domain-type appDataContainer \
  --domain-identifier com.harvestly.app.dev --source Library/Caches/evidence/diagnostics.jsonl --destination "$out/registration.jsonl"
