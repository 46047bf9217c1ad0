#!/bin/bash
set -euo pipefail
udid="$1"; out="$2"
mkdir -p "$out/Build/Products/Debug-iphonesimulator/Reelnight.app"
data=$(xcrun simctl get_app_container "$udid" app.reelnight.ios data)
cp "$data/Library/Caches/diagnostics/bgtasks.jsonl" "$out/registration.jsonl" && echo "copied Library/Caches/diagnostics/bgtasks.jsonl -> $out/registration.jsonl"
cp build/dd/Build/Products/Debug-iphonesimulator/Reelnight.app/Info.plist "$out/Build/Products/Debug-iphonesimulator/Reelnight.app/Info.plist" \
  && echo "copied build/dd/Build/Products/Debug-iphonesimulator/Reelnight.app/Info.plist -> $out/Build/Products/Debug-iphonesimulator/Reelnight.app/Info.plist"
