#!/bin/zsh
set -euo pipefail
# Keep the built app's plists, background-task records and the stub server log next to the result bundle.
if [[ "${CI_XCODEBUILD_ACTION:-}" == "test-without-building" ]]; then
  out="$CI_RESULT_BUNDLE_PATH/../evidence"
  mkdir -p "$out"
  app="$CI_DERIVED_DATA_PATH/Build/Products/Debug-iphonesimulator/Parcelpath.app"
  mkdir -p "$out/Build/Products/Debug-iphonesimulator/Parcelpath.app/PlugIns/ParcelpathActivity.appex"
  cp "$app/Info.plist" "$out/Build/Products/Debug-iphonesimulator/Parcelpath.app/Info.plist"
  cp "$app/PlugIns/ParcelpathActivity.appex/Info.plist" "$out/Build/Products/Debug-iphonesimulator/Parcelpath.app/PlugIns/ParcelpathActivity.appex/Info.plist"
  udid=$(xcrun simctl list devices booted -j | /usr/bin/python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
  container=$(xcrun simctl get_app_container "$udid" app.parcelpath.ios data || true)
  [[ -n "$container" ]] && cp "$container/Library/Caches/diagnostics.jsonl" "$out/registration.jsonl" || echo "no diagnostics.jsonl"
  curl -fsS "https://stub.ci.parcelpath.internal/_log?since=$CI_BUILD_NUMBER" -o "$out/stub-server.log" || true
fi
