#!/bin/bash
# Pull the app's background-task records from the lab device and keep the built plist.
set -uo pipefail
device="$1"; out="$2"
mkdir -p "$out/Build/Products/Debug-iphoneos/Homestead.app"
xcrun devicectl device copy from --device "$device" --domain-type appDataContainer \
  --domain-identifier io.homestead.app --source Library/Caches/bgtasks/records.jsonl \
  --destination "$out/registration.jsonl" || echo "no records on device"
plutil -convert xml1 -o "$out/Build/Products/Debug-iphoneos/Homestead.app/Info.plist" \
  build/dd/Build/Products/Debug-iphoneos/Homestead.app/Info.plist
