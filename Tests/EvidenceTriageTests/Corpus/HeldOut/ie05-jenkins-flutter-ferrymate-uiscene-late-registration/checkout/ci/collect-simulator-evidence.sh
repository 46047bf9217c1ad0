#!/bin/bash
# Crash reports, the built Info.plist and the app's unified log for the test window.
set -uo pipefail
out="$1"; mkdir -p "$out/Build/Products/Debug-iphonesimulator/Runner.app"
cp ~/Library/Logs/DiagnosticReports/Runner-*.ips "$out/" 2>/dev/null || echo "no crash reports"
cp build/dd/Build/Products/Debug-iphonesimulator/Runner.app/Info.plist "$out/Build/Products/Debug-iphonesimulator/Runner.app/Info.plist"
xcrun simctl spawn booted log show --style json --last 20m --predicate 'process == "Runner"' > "$out/runner-oslog.json"
