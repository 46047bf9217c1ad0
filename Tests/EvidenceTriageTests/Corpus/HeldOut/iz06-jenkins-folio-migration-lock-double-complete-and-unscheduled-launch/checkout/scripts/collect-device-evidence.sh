#!/bin/bash
set -x
DEVICE=$1; OUT=$2
xcrun devicectl device copy from --device "$DEVICE" --domain-type appDataContainer --domain-identifier com.folio.reader \
  --source Library/Caches/evidence/diagnostics.jsonl --destination "$OUT/registration.jsonl"
mkdir -p "$OUT/Build/Products/Debug-iphoneos/Folio.app"
plutil -convert xml1 -o "$OUT/Build/Products/Debug-iphoneos/Folio.app/Info.plist" DerivedData/Build/Products/Debug-iphoneos/Folio.app/Info.plist
