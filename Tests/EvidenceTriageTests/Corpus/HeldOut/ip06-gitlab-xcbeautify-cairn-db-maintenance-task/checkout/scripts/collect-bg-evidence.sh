#!/bin/bash
set -uo pipefail
out="$1"; cfg="${CONFIGURATION:-Beta}"
dst="$out/Build/Products/$cfg-iphonesimulator/Cairn.app"; mkdir -p "$dst"
udid=$(xcrun simctl list devices booted | awk -F'[()]' '/Booted/{print $2; exit}')
data=$(xcrun simctl get_app_container "$udid" social.cairn.app.beta data 2>/dev/null || true)
if [[ -n "$data" ]]; then
  cp "$data/Library/Caches/background-tasks.jsonl" "$out/registration.jsonl"
  echo "records: copied $(wc -l < "$out/registration.jsonl" | tr -d ' ') lines"
fi
src="build/dd/Build/Products/$cfg-iphonesimulator/Cairn.app/Info.plist"
plutil -convert xml1 -o "$dst/Info.plist" "$src" && echo "plist: $src -> $dst/Info.plist"
