#!/bin/sh
# Xcode Cloud: after a failed test action, print the crash reports' application-specific
# information so the failure reason is in the build log, not only in the result bundle.
set -u
[ "${CI_XCODEBUILD_EXIT_CODE:-0}" = "0" ] && exit 0
find "$CI_RESULT_BUNDLE_PATH" -name '*.ips' | while read -r ips; do
  echo "== $(basename "$ips")"
  tail -n +2 "$ips" | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["procName"], d["pid"], d["exception"]["type"]); [print(m) for v in d.get("asi",{}).values() for m in v]'
done
