#!/usr/bin/env bash
set -uo pipefail
mkdir -p artifacts/Build/Products/Debug-iphonesimulator/Halyard.app artifacts/oslog
cp build/xcodebuild-test.log build/push-sidecar.log artifacts/ 2>/dev/null
cp build/DerivedData/Build/Products/Debug-iphonesimulator/Halyard.app/Info.plist \
   artifacts/Build/Products/Debug-iphonesimulator/Halyard.app/Info.plist
plutil -convert xml1 artifacts/Build/Products/Debug-iphonesimulator/Halyard.app/Info.plist
DATA=$(xcrun simctl get_app_container "$SIM_UDID" com.halyard.crew data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" artifacts/registration.jsonl
xcrun simctl spawn "$SIM_UDID" log show --style ndjson --last 20m \
  --predicate 'process == "Halyard"' > artifacts/oslog/halyard.ndjson
