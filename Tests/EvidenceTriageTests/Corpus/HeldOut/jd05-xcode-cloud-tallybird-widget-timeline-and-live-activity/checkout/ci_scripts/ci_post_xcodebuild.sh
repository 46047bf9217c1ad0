#!/bin/zsh
set -euo pipefail
# Keep evidence next to the result bundle: built plist, background-task records,
# and the shared app-group defaults the widget and Live Activity read.
if [[ "${CI_XCODEBUILD_ACTION:-}" == "test-without-building" ]]; then
  out="$CI_RESULT_BUNDLE_PATH/../evidence"
  mkdir -p "$out/Build/Products/Debug-iphonesimulator/Tallybird.app"
  cp "$CI_DERIVED_DATA_PATH/Build/Products/Debug-iphonesimulator/Tallybird.app/Info.plist" "$out/Build/Products/Debug-iphonesimulator/Tallybird.app/Info.plist"
  udid=$(xcrun simctl list devices booted -j | /usr/bin/python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
  data=$(xcrun simctl get_app_container "$udid" com.tallybird.app data)
  cp "$data/Library/Caches/evidence/diagnostics.jsonl" "$out/registration.jsonl" || echo "no diagnostics.jsonl"
  group=$(xcrun simctl get_app_container "$udid" com.tallybird.app group.com.tallybird.shared)
  plutil -convert xml1 -o "$out/group.com.tallybird.shared.plist" "$group/Library/Preferences/group.com.tallybird.shared.plist"
fi
