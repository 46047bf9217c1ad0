#!/usr/bin/env bash
set -uo pipefail
out="$1"; mkdir -p "$out/Build/Products/Debug-iphonesimulator/Parley.app"
udid=$(xcrun simctl list devices booted | awk -F'[()]' '/Booted/{print $2; exit}')
data=$(xcrun simctl get_app_container "$udid" chat.parley.ios data 2>/dev/null || true)
[[ -n "$data" ]] && cp "$data/Library/Caches/bg-diagnostics.jsonl" "$out/registration.jsonl"
app=$(find "$HOME/Library/Developer/Xcode/DerivedData" -path '*Debug-iphonesimulator/Parley.app' -maxdepth 5 | head -1)
plutil -convert xml1 -o "$out/Build/Products/Debug-iphonesimulator/Parley.app/Info.plist" "$app/Info.plist"
# unified log for the test window, app subsystem only
xcrun simctl spawn "$udid" log show --style ndjson --start "$BITRISE_TEST_START" \
  --predicate 'subsystem == "chat.parley.ios"' > "$out/parley-test-window.ndjson"
