#!/bin/bash
# Pulls the registration records out of the lab phone's app container.
set -euo pipefail
DEVICE="$1"
mkdir -p build/evidence/Build/Products/Debug-iphoneos/Kontaktwarn.app
xcrun devicectl device copy from --device "$DEVICE" --domain-type appDataContainer \
  --domain-identifier de.stadtwerk.kontaktwarn --source Library/Caches/Diagnostics/registration.jsonl \
  --destination build/evidence/registration.jsonl
cp build/DerivedData/Build/Products/Debug-iphoneos/Kontaktwarn.app/Info.plist build/evidence/Build/Products/Debug-iphoneos/Kontaktwarn.app/Info.plist
