#!/bin/bash
set -uo pipefail
out="$1"; app_plist_dir="$out/Build/Products/Debug-iphonesimulator/Quillpost.app"
mkdir -p "$app_plist_dir"
udid=$(xcrun simctl list devices booted | awk -F'[()]' '/Booted/{print $2; exit}')
data=$(xcrun simctl get_app_container "$udid" com.quillpost.ios data 2>/dev/null || true)
[[ -n "$data" ]] && cp "$data/Library/Caches/BackgroundTaskLog/records.jsonl" "$out/registration.jsonl"
plutil -convert xml1 -o "$app_plist_dir/Info.plist" \
  ~/Library/Developer/Xcode/DerivedData/Quillpost-*/Build/Products/Debug-iphonesimulator/Quillpost.app/Info.plist
cp ~/Library/Logs/DiagnosticReports/Quillpost-*.ips "$out/" 2>/dev/null || true
