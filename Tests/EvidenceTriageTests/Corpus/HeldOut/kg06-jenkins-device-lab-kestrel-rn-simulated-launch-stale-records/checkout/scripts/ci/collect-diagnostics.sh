#!/bin/bash
# Device lab: the app container is NOT erased between runs (xcodebuild installs over the previous build),
# so the evidence file accumulates records from earlier runs on lab-07.
set -x
scripts/ci/device-syslog.sh stop "$(cat artifacts/.syslog.pid)"
xcrun devicectl device copy from --device "$LAB07_UDID" --domain-type appDataContainer \
  --domain-identifier com.kestrel.field --source Library/Caches/evidence/diagnostics.jsonl --destination artifacts/registration.jsonl
mkdir -p artifacts/Build/Products/Debug-iphoneos/KestrelField.app
cp ~/Library/Developer/Xcode/DerivedData/KestrelField-*/Build/Products/Debug-iphoneos/KestrelField.app/Info.plist \
   artifacts/Build/Products/Debug-iphoneos/KestrelField.app/Info.plist
