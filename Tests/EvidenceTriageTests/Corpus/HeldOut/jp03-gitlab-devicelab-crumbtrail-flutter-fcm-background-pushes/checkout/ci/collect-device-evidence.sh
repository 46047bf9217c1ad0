#!/usr/bin/env bash
set -uo pipefail
udid="$1"; out="$2"; mkdir -p "$out"
# device console for the test window: the app, push delivery (apsd) and the scheduler (dasd)
grep -E ' (Runner|apsd|dasd)\[' build/idevicesyslog.txt > "$out/device-syslog.txt" || true
mkdir -p "$out/Build/Products/Debug-iphoneos/Runner.app"
cp build/ios/Debug-iphoneos/Runner.app/Info.plist "$out/Build/Products/Debug-iphoneos/Runner.app/Info.plist"
