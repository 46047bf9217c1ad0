#!/bin/sh
# Keep evidence for failed test runs: the unified log for the file provider,
# crash reports written during the run, and the built app's layout.
set -x
mkdir -p "$CI_DERIVED_DATA_PATH/../evidence"
EVIDENCE="$CI_DERIVED_DATA_PATH/../evidence"
APP="$CI_DERIVED_DATA_PATH/Build/Products/Debug/Stowaway.app"
find "$APP/Contents" -maxdepth 3 -name "*.framework" -o -maxdepth 3 -name "*.appex"
mkdir -p "$EVIDENCE/Build/Products/Debug/Stowaway.app/Contents" "$EVIDENCE/crashlogs"
cp "$APP/Contents/Info.plist" "$EVIDENCE/Build/Products/Debug/Stowaway.app/Contents/Info.plist"
cp ~/Library/Logs/DiagnosticReports/StowawayFileProvider-*.ips "$EVIDENCE/crashlogs/" 2>/dev/null
/usr/bin/log show --style ndjson --last 30m --predicate 'process == "StowawayFileProvider" OR process == "Stowaway"' > "$EVIDENCE/unified-log.ndjson"
exit 0
