#!/bin/zsh
set -euo pipefail
# Keep background-task evidence next to the result bundle for triage.
[[ "${CI_XCODEBUILD_ACTION:-}" == "test-without-building" ]] || exit 0
out="$CI_RESULT_BUNDLE_PATH/../evidence"
mkdir -p "$out/Build/Products/Debug-iphonesimulator/Feedwell.app"
udid=$(xcrun simctl list devices booted -j | /usr/bin/python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
container=$(xcrun simctl get_app_container "$udid" net.feedwell.ios data || true)
[[ -n "$container" ]] && cp "$container/Library/Caches/BackgroundDiagnostics/records.jsonl" "$out/registration.jsonl" || echo "no records.jsonl"
plutil -convert xml1 -o "$out/Build/Products/Debug-iphonesimulator/Feedwell.app/Info.plist" \
  "$CI_DERIVED_DATA_PATH/Build/Products/Debug-iphonesimulator/Feedwell.app/Info.plist"
