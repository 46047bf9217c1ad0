#!/bin/zsh
set -euo pipefail
# Keep background-task evidence and crash reports next to the result bundle.
if [[ "${CI_XCODEBUILD_ACTION:-}" == "test-without-building" ]]; then
  out="$CI_RESULT_BUNDLE_PATH/../evidence"
  mkdir -p "$out"
  udid=$(xcrun simctl list devices booted -j | /usr/bin/python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
  container=$(xcrun simctl get_app_container "$udid" com.threadline.app data || true)
  [[ -n "$container" ]] && cp "$container/Library/Caches/evidence/diagnostics.jsonl" "$out/registration.jsonl" || echo "no diagnostics.jsonl"
  cp ~/Library/Logs/DiagnosticReports/Threadline-*.ips "$out/" 2>/dev/null || true
  cp "$CI_DERIVED_DATA_PATH/Build/Products/Debug-iphonesimulator/Threadline.app/Info.plist" "$out/Info.plist"
fi
