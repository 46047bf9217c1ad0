#!/bin/sh
# Copies the registration records out of the test simulator so they land in the
# build's artifacts next to the result bundle.
set -e
if [ "$CI_XCODEBUILD_ACTION" = "test-without-building" ]; then
  for DEVICE in $(xcrun simctl list devices booted -j | /usr/bin/python3 -c 'import json,sys; print(" ".join(d["udid"] for r in json.load(sys.stdin)["devices"].values() for d in r))'); do
    CONTAINER=$(xcrun simctl get_app_container "$DEVICE" com.fellwalk.kestrel data 2>/dev/null) || continue
    mkdir -p "$CI_RESULT_BUNDLE_PATH/../evidence"
    cp "$CONTAINER/Library/Caches/evidence/diagnostics.jsonl" "$CI_RESULT_BUNDLE_PATH/../evidence/registration.jsonl" || true
  done
fi
