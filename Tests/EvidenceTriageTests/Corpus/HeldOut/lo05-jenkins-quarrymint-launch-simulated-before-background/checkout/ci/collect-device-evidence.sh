#!/bin/bash
set -u
mkdir -p build/bg-evidence/Build/Products/Debug-iphoneos/Quarrymint.app
plutil -convert xml1 -o build/bg-evidence/Build/Products/Debug-iphoneos/Quarrymint.app/Info.plist \
  build/DerivedData/Build/Products/Debug-iphoneos/Quarrymint.app/Info.plist
xcrun devicectl device copy from --device "$DEVICE_ID" \
  --domain-type appDataContainer --domain-identifier com.quarrymint.app \
  --source Documents/bg-diagnostics/registration.jsonl \
  --destination build/bg-evidence/registration.jsonl || echo "no records on device"
