#!/bin/sh
# Print the app's background-task records so they end up in the Xcode Cloud log.
if [ "$CI_XCODEBUILD_ACTION" = "test-without-building" ]; then
  for udid in $(xcrun simctl list devices booted -j | /usr/bin/python3 -c 'import json,sys; print(" ".join(d["udid"] for r in json.load(sys.stdin)["devices"].values() for d in r))'); do
    dir=$(xcrun simctl get_app_container "$udid" com.marginalia.app data 2>/dev/null) || continue
    echo "== evidence records from $udid"
    cat "$dir/Library/Caches/evidence/diagnostics.jsonl"
  done
fi
