#!/usr/bin/env bash
# Pull what the device run left behind: crash reports, the app's diagnostics
# records and the built app's Info.plist.
set -uo pipefail
udid="$1"; out="$2"
mkdir -p "$out/crashes"
idevicecrashreport -u "$udid" -e -k -f Runner "$out/crashes" || true
xcrun devicectl device copy from --device "$udid" \
  --domain-type appDataContainer --domain-identifier com.quayledger.app \
  --source Library/Caches/evidence/diagnostics.jsonl \
  --destination "$out/registration.jsonl" || true
mkdir -p "$out/Build/Products/Profile-iphoneos/Runner.app"
cp build/ios/Profile-iphoneos/Runner.app/Info.plist "$out/Build/Products/Profile-iphoneos/Runner.app/Info.plist"
