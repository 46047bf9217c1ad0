#!/usr/bin/env bash
# Copies the evidence recorder's JSONL (app group container) and the built plist.
set -euo pipefail
OUT="$1"; mkdir -p "$OUT/Build/Products/Debug-iphonesimulator/Parcelpost.app"
UDID=$(xcrun simctl list devices booted | grep -Eo '[0-9A-F-]{36}' | head -1)
GROUP=$(xcrun simctl get_app_container "$UDID" com.parcelpost.courier group.com.parcelpost.courier)
cp "$GROUP/evidence/diagnostics.jsonl" "$OUT/registration.jsonl"
echo "copied $UDID:data/Containers/Shared/AppGroup/…/evidence/diagnostics.jsonl -> $OUT/registration.jsonl"
APP=$(ls -d ~/Library/Developer/Xcode/DerivedData/Parcelpost-*/Build/Products/Debug-iphonesimulator/Parcelpost.app | head -1)
cp "$APP/Info.plist" "$OUT/Build/Products/Debug-iphonesimulator/Parcelpost.app/Info.plist"
echo "copied DerivedData/.../Debug-iphonesimulator/Parcelpost.app/Info.plist -> $OUT/Build/Products/Debug-iphonesimulator/Parcelpost.app/Info.plist"
