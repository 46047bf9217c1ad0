#!/usr/bin/env bash
# Usage: export-bgtask-evidence.sh <deploy dir>
out="$1/bgtask-evidence"
mkdir -p "$out"
udid=$(xcrun simctl list devices booted -j | /usr/bin/python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
container=$(xcrun simctl get_app_container "$udid" org.kestrel.wallet data 2>/dev/null)
cp "$container/Library/Caches/kestrelsync-evidence.jsonl" "$out/registration.jsonl" || echo "no evidence file"
mkdir -p "$out/Build/Products/Debug-iphonesimulator/KestrelWallet.app"
cp "$BITRISE_SOURCE_DIR/DerivedData/Build/Products/Debug-iphonesimulator/KestrelWallet.app/Info.plist" \
   "$out/Build/Products/Debug-iphonesimulator/KestrelWallet.app/Info.plist"
cp ~/Library/Logs/DiagnosticReports/KestrelWallet-*.ips "$out/" 2>/dev/null || true
