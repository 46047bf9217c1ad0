#!/bin/bash
set -x
UDID=$(xcrun simctl list devices booted -j | python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
mkdir -p build/evidence/Build/Products/Beta-iphonesimulator/Larkspur.app/PlugIns/LarkspurShare.appex
xcrun simctl spawn "$UDID" log show --style ndjson --start "$(date -u -v-20M '+%Y-%m-%d %H:%M:%S')" \
  --predicate 'process == "LarkspurShare" OR process == "Larkspur" OR (process == "nsurlsessiond" AND eventMessage CONTAINS "larkspurapp")' \
  > build/evidence/unified-log.ndjson
P=build/DerivedData/Build/Products/Beta-iphonesimulator/Larkspur.app
cp "$P/Info.plist" build/evidence/Build/Products/Beta-iphonesimulator/Larkspur.app/Info.plist
cp "$P/PlugIns/LarkspurShare.appex/Info.plist" build/evidence/Build/Products/Beta-iphonesimulator/Larkspur.app/PlugIns/LarkspurShare.appex/Info.plist
DATA=$(xcrun simctl get_app_container "$UDID" com.larkspurapp.ios data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" build/evidence/registration.jsonl || true
cp ~/Library/Logs/DiagnosticReports/Larkspur-*.ips build/evidence/ 2>/dev/null || true
