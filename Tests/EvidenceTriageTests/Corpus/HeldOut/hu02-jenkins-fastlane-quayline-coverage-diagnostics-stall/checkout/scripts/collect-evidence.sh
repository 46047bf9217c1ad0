#!/bin/bash
set -x
SIM=3F1B7C0E-58A2-4D9B-B1E6-0A7D2C94E5F3
DATA=$(xcrun simctl get_app_container "$SIM" com.quayline.driver data)
mkdir -p evidence/Build/Products/Debug-iphonesimulator/Quayline.app
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" evidence/registration.jsonl
plutil -convert xml1 -o evidence/Build/Products/Debug-iphonesimulator/Quayline.app/Info.plist \
  DerivedData/Build/Products/Debug-iphonesimulator/Quayline.app/Info.plist
