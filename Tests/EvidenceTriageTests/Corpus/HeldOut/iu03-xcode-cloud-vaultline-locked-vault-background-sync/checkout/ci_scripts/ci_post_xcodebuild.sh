#!/bin/zsh
set -eo pipefail
# Keep the app's background-task records and the built plist with the test artifacts.
if [[ "$CI_XCODEBUILD_ACTION" == "test-without-building" ]]; then
  out="$CI_RESULT_BUNDLE_PATH/../bgtask"
  mkdir -p "$out/Build/Products/Debug-iphonesimulator/Vaultline.app"
  for udid in $(xcrun simctl list devices booted -j | /usr/bin/python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print("\n".join(x["udid"] for v in d.values() for x in v))'); do
    container=$(xcrun simctl get_app_container "$udid" com.vaultline.ios data 2>/dev/null || true)
    [[ -n "$container" ]] && cat "$container/Library/Caches/bgtask-evidence.jsonl" >> "$out/registration.jsonl" 2>/dev/null || true
  done
  cp "$CI_DERIVED_DATA_PATH/Build/Products/Debug-iphonesimulator/Vaultline.app/Info.plist" \
     "$out/Build/Products/Debug-iphonesimulator/Vaultline.app/Info.plist"
fi
