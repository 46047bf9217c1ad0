#!/bin/bash
# Parallel testing runs the app in clones ("--set testing"); each clone has its own container.
set -x
mkdir -p evidence
: > evidence/registration.jsonl
for UDID in $(xcrun simctl --set testing list devices -j | /usr/bin/python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print(" ".join(x["udid"] for v in d.values() for x in v))'); do
  CONTAINER=$(xcrun simctl --set testing get_app_container "$UDID" com.ferrylog.app data) || continue
  cat "$CONTAINER/Library/Caches/evidence/diagnostics.jsonl" >> evidence/registration.jsonl
done
sort -t'"' -k28 evidence/registration.jsonl -o evidence/registration.jsonl
mkdir -p evidence/Build/Products/Debug-iphonesimulator/Ferrylog.app
cp DerivedData/Build/Products/Debug-iphonesimulator/Ferrylog.app/Info.plist evidence/Build/Products/Debug-iphonesimulator/Ferrylog.app/
