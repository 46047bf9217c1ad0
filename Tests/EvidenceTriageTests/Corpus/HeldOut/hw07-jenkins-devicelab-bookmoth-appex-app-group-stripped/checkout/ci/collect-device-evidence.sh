#!/bin/bash
set -uxo pipefail
mkdir -p build/evidence
xcrun devicectl device copy from --device "$LAB_DEVICE" --domain-type appDataContainer --domain-identifier net.bookmoth.reader \
  --source Library/Caches/evidence/diagnostics.jsonl --destination build/evidence/registration.jsonl
sudo log collect --device-udid "$LAB_DEVICE" --last 1h --output build/device.logarchive
log show build/device.logarchive --style ndjson --predicate 'subsystem BEGINSWITH "net.bookmoth" OR process == "dasd"' > build/evidence/device-console.ndjson
unzip -q -o build/export/Bookmoth.ipa Payload/Bookmoth.app/Info.plist -d build/ipa
mkdir -p build/evidence/Build/Products/Release-iphoneos/Bookmoth.app
plutil -convert xml1 -o build/evidence/Build/Products/Release-iphoneos/Bookmoth.app/Info.plist build/ipa/Payload/Bookmoth.app/Info.plist
