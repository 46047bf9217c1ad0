#!/bin/sh
# Copies the built app's Info.plist, the app's registration records and the simulator's unified log.
set -u
out="$1"
app="${DERIVED_DATA}/Build/Products/Debug-iphonesimulator/Tidemark.app"
mkdir -p "$out/Build/Products/Debug-iphonesimulator/Tidemark.app"
cp "$app/Info.plist" "$out/Build/Products/Debug-iphonesimulator/Tidemark.app/Info.plist"
echo "Built Info.plist BGTaskSchedulerPermittedIdentifiers:"
plutil -extract BGTaskSchedulerPermittedIdentifiers json -o - "$app/Info.plist"; echo
echo "Generated prefix header:"
cat "${DERIVED_DATA}/Build/Intermediates.noindex/Tidemark.build/Debug-iphonesimulator/Tidemark.build/DerivedSources/TidemarkBGTaskIDs.h"
data=$(xcrun simctl get_app_container booted com.tidemark.app data)
cp "$data/Library/Caches/TaskRecorder/registration.jsonl" "$out/registration.jsonl"
xcrun simctl spawn booted log show --style ndjson --last 15m --predicate 'process == "Tidemark"' > "$out/oslog-tidemark.ndjson"
