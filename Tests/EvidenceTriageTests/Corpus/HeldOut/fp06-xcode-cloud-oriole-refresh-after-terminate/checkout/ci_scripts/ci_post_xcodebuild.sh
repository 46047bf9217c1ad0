#!/bin/sh
# Runs after each xcodebuild action in Xcode Cloud.
set -u
if [ "${CI_XCODEBUILD_ACTION:-}" = "test-without-building" ]; then
  UDID=$(xcrun simctl list devices booted | grep -Eo '[0-9A-F-]{36}' | head -1)
  DATA=$(xcrun simctl get_app_container "$UDID" fm.oriole.app data 2>/dev/null)
  if [ -n "$DATA" ] && [ -f "$DATA/Library/Caches/evidence/diagnostics.jsonl" ]; then
    echo "Registration records ($UDID):"
    cat "$DATA/Library/Caches/evidence/diagnostics.jsonl"
    ./ci_scripts/upload-artifact.sh "$DATA/Library/Caches/evidence/diagnostics.jsonl" "registration.jsonl"
  else
    echo "No registration records found in the app container."
  fi
fi
