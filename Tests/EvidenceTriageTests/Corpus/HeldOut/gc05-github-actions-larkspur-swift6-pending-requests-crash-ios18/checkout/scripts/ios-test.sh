#!/usr/bin/env bash
# Runs the unit tests on a simulator and keeps the evidence a failed run needs.
set -euo pipefail

SCHEME="${SCHEME:-Larkspur}"
DEVICE_NAME="${DEVICE_NAME:-iPhone 16}"
OS_VERSION="${OS_VERSION:-latest}"
ART=artifacts
mkdir -p "$ART/oslog" "$ART/crash-reports" "$ART/Build/Products/Debug-iphonesimulator/Larkspur.app"

if [[ "$OS_VERSION" == latest ]]; then
  OS_VERSION=$(xcrun simctl list runtimes -j | /usr/bin/python3 -c 'import json,sys; r=[x for x in json.load(sys.stdin)["runtimes"] if x["platform"]=="iOS" and x["isAvailable"]]; print(sorted(r,key=lambda x:[int(p) for p in x["version"].split(".")])[-1]["version"])')
fi
UDID=$(xcrun simctl list devices available -j | /usr/bin/python3 -c "import json,sys; d=json.load(sys.stdin)['devices']; print([x['udid'] for k,v in d.items() if k.endswith('iOS-${OS_VERSION//./-}') for x in v if x['name']=='$DEVICE_NAME'][0])")
echo "Using destination: platform=iOS Simulator,name=$DEVICE_NAME,OS=$OS_VERSION (id=$UDID)"
xcrun simctl boot "$UDID" || true
START=$(date -u '+%Y-%m-%d %H:%M:%S')

status=0
xcodebuild test \
  -project Larkspur.xcodeproj -scheme "$SCHEME" \
  -destination "platform=iOS Simulator,id=$UDID" \
  -resultBundlePath "$ART/Larkspur.xcresult" \
  2>&1 | tee "$ART/xcodebuild-test.log" || status=$?

END=$(date -u '+%Y-%m-%d %H:%M:%S')
# The scheduler's and the app's lines for the test window.
xcrun simctl spawn "$UDID" log show --style ndjson --start "$START" --end "$END" \
  --predicate 'process == "Larkspur" OR subsystem == "com.apple.BackgroundTasks" OR process == "dasd"' \
  > "$ART/oslog/test-window.ndjson" || true
cp ~/Library/Logs/DiagnosticReports/Larkspur-*.ips "$ART/crash-reports/" 2>/dev/null || true
cp "$(xcodebuild -project Larkspur.xcodeproj -scheme "$SCHEME" -showBuildSettings -destination "id=$UDID" 2>/dev/null | awk -F' = ' '/ CODESIGNING_FOLDER_PATH /{print $2}')/Info.plist" \
  "$ART/Build/Products/Debug-iphonesimulator/Larkspur.app/Info.plist" || true
DATA=$(xcrun simctl get_app_container "$UDID" com.larkspur.app data 2>/dev/null || true)
[[ -n "$DATA" ]] && cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$ART/registration.jsonl" || true
exit $status
