#!/usr/bin/env bash
# Copies what triage needs out of the finished job: the built app's Info.plist,
# the app's task records from the Simulator, and the BackgroundTasks unified log.
set -uo pipefail
DERIVED="$1"; BUNDLE_ID="$2"; OUT=build/evidence
mkdir -p "$OUT/oslog"
APP=$(find "$DERIVED/Build/Products" -maxdepth 2 -name '*.app' -path '*iphonesimulator*' | head -1)
mkdir -p "$OUT/${APP#$DERIVED/}" && cp "$APP/Info.plist" "$OUT/${APP#$DERIVED/}/Info.plist"
echo "collect-evidence: built app Info.plist -> $OUT/${APP#$DERIVED/}/Info.plist"
UDID=$(xcrun simctl list devices booted -j | python3 -c 'import json,sys;print([d["udid"] for r in json.load(sys.stdin)["devices"].values() for d in r][0])')
DATA=$(xcrun simctl get_app_container "$UDID" "$BUNDLE_ID" data)
cp "$DATA/Library/Caches/diagnostics/registration.jsonl" "$OUT/registration.jsonl" \
  && echo "collect-evidence: records from simulator $UDID (Library/Caches/diagnostics/registration.jsonl) -> $OUT/registration.jsonl ($(wc -l < "$OUT/registration.jsonl" | tr -d ' ') records)"
xcrun simctl spawn "$UDID" log show --style ndjson --predicate 'subsystem == "com.apple.BackgroundTasks"' \
  --start "$(date -u -v-10M '+%Y-%m-%d %H:%M:00')" > "$OUT/oslog/backgroundtasks.ndjson"
