#!/bin/zsh
set -euo pipefail
# Keep background-task evidence next to the result bundle after the test action.
[[ "${CI_XCODEBUILD_ACTION:-}" == "test-without-building" ]] || exit 0
out="$CI_RESULT_BUNDLE_PATH/../evidence"
mkdir -p "$out/Build/Products/Debug-iphonesimulator/Fernleaf.app"
udid=$(xcrun simctl list devices booted -j | /usr/bin/python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
container=$(xcrun simctl get_app_container "$udid" com.fernleaf.app data || true)
if [[ -n "$container" ]]; then
  cp "$container/Library/Caches/evidence/diagnostics.jsonl" "$out/registration.jsonl"
fi
cp ~/Library/Logs/DiagnosticReports/Fernleaf-*.ips "$out/" 2>/dev/null || true
cp "$CI_DERIVED_DATA_PATH/Build/Products/Debug-iphonesimulator/Fernleaf.app/Info.plist" \
   "$out/Build/Products/Debug-iphonesimulator/Fernleaf.app/Info.plist"
