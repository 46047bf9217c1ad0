#!/bin/zsh
set -euo pipefail
# Keep background-task evidence next to the result bundle.
if [[ "${CI_XCODEBUILD_ACTION:-}" == "test-without-building" ]]; then
  out="$CI_RESULT_BUNDLE_PATH/../evidence"
  mkdir -p "$out/Build/Products/Debug-iphonesimulator/Wavelength.app"
  udid=$(xcrun simctl list devices booted -j | /usr/bin/python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
  container=$(xcrun simctl get_app_container "$udid" com.wavelength.app data || true)
  [[ -n "$container" ]] && cp "$container/Library/Caches/evidence/diagnostics.jsonl" "$out/registration.jsonl"
  xcrun simctl spawn "$udid" log show --style ndjson --last 30m \
    --predicate 'process == "Wavelength" AND (category == "BackgroundTask" OR subsystem == "com.apple.backgroundtaskscheduler")' \
    > "$out/wavelength-unified.ndjson" || true
  cp ~/Library/Logs/DiagnosticReports/Wavelength-*.ips "$out/" 2>/dev/null || true
  cp "$CI_DERIVED_DATA_PATH/Build/Products/Debug-iphonesimulator/Wavelength.app/Info.plist" "$out/Build/Products/Debug-iphonesimulator/Wavelength.app/Info.plist"
fi
