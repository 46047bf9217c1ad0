#!/bin/sh
# Xcode Cloud: after the test action, print the app's evidence records so they end up in the action log.
set -e
if [ "$CI_XCODEBUILD_ACTION" = "test-without-building" ]; then
  for udid in $(xcrun simctl list devices booted -j | /usr/bin/python3 -c 'import json,sys; print(" ".join(d["udid"] for r in json.load(sys.stdin)["devices"].values() for d in r))'); do
    container=$(xcrun simctl get_app_container "$udid" com.tessellate.photos data 2>/dev/null || true)
    [ -n "$container" ] || continue
    echo "--- evidence records ($udid) ---"
    cat "$container/Library/Caches/evidence/diagnostics.jsonl" || echo "no records"
  done
fi
