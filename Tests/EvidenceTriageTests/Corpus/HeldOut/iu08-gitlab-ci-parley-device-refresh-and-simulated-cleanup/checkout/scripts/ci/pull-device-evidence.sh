#!/bin/bash
out="$1"
mkdir -p "$out/Build/Products/Debug-iphoneos/Parley.app"
xcrun devicectl device copy from --device "$DEVICE_UDID" --domain-type appDataContainer \
  --domain-identifier com.parley.ios --source Library/Caches/evidence/diagnostics.jsonl \
  --destination "$out/registration.jsonl"
cp build/DerivedData/Build/Products/Debug-iphoneos/Parley.app/Info.plist "$out/Build/Products/Debug-iphoneos/Parley.app/"
echo "copied Debug-iphoneos/Parley.app/Info.plist"
