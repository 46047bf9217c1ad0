#!/bin/zsh
set -euo pipefail
# Keep the BGTask records and the built plist next to the result bundle.
if [[ "${CI_XCODEBUILD_ACTION:-}" == "test-without-building" ]]; then
  out="$CI_RESULT_BUNDLE_PATH/../evidence"
  mkdir -p "$out/Build/Products/Debug-iphonesimulator/Lumen.app"
  udid=$(xcrun simctl list devices booted -j | /usr/bin/python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
  container=$(xcrun simctl get_app_container "$udid" com.lumen.photos data || true)
  [[ -n "$container" ]] && cp "$container/Library/Caches/evidence/bgtasks.jsonl" "$out/registration.jsonl"
  cp "$CI_DERIVED_DATA_PATH/Build/Products/Debug-iphonesimulator/Lumen.app/Info.plist" "$out/Build/Products/Debug-iphonesimulator/Lumen.app/Info.plist"
fi
