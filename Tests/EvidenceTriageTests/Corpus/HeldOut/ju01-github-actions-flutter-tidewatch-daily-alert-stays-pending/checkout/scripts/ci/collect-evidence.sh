#!/usr/bin/env bash
# Copies what the integration job leaves behind into evidence/ for triage.
set -euo pipefail
UDID="$1"; BUNDLE="$2"
mkdir -p evidence/Build/Products/Debug-iphonesimulator/Runner.app evidence/oslog
DATA=$(xcrun simctl get_app_container "$UDID" "$BUNDLE" data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" evidence/registration.jsonl || true
cp build/ios/iphonesimulator/Runner.app/Info.plist evidence/Build/Products/Debug-iphonesimulator/Runner.app/Info.plist
xcrun simctl spawn "$UDID" log show --style ndjson --last 20m \
  --predicate 'process == "Runner" AND (subsystem == "com.apple.BackgroundTasks" OR category == "evidence" OR eventMessage CONTAINS "BGTask" OR eventMessage CONTAINS "Registration rejected")' \
  > evidence/oslog/Runner-test-window.ndjson || true
