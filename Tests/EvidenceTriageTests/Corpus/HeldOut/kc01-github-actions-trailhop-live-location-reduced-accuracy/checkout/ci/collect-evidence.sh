#!/bin/bash
set -uo pipefail
mkdir -p artifacts/Build/Products/Debug-iphonesimulator/Trailhop.app artifacts/oslog
cp DerivedData/Build/Products/Debug-iphonesimulator/Trailhop.app/Info.plist \
   artifacts/Build/Products/Debug-iphonesimulator/Trailhop.app/Info.plist
container=$(xcrun simctl get_app_container booted com.trailhop.app data)
cp "$container/Library/Caches/evidence/diagnostics.jsonl" artifacts/registration.jsonl
xcrun simctl spawn booted log show --style ndjson --last 10m \
  --predicate 'subsystem == "com.trailhop.app"' > artifacts/oslog/trailhop-test-window.ndjson
