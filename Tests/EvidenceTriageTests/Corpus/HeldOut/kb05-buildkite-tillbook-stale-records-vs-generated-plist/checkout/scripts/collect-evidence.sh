#!/bin/bash
set -euo pipefail
SIM="Tillbook-CI-iPhone"   # long-lived simulator on this agent; not erased between builds
mkdir -p build/evidence/oslog build/evidence/Build/Products/Debug-iphonesimulator/Tillbook.app
cp "$(xcrun simctl get_app_container "$SIM" com.tillbook.app data)/Library/Caches/evidence/diagnostics.jsonl" build/evidence/registration.jsonl
cp "$DERIVED_DATA/Build/Products/Debug-iphonesimulator/Tillbook.app/Info.plist" build/evidence/Build/Products/Debug-iphonesimulator/Tillbook.app/
xcrun simctl spawn "$SIM" log show --style ndjson --start "$BUILDKITE_STEP_STARTED_AT" \
  --predicate 'subsystem == "com.apple.BackgroundTasks" OR subsystem == "com.tillbook.app"' > build/evidence/oslog/test-window.ndjson
