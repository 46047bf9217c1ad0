#!/bin/bash
# Pulls results/crashes from the device and turns the console's "[tests]" lines into JUnit.
mkdir -p artifacts/crashes
xcrun devicectl device copy from --device "$DEVICE" --domain-type appDataContainer \
  --domain-identifier com.mossgarden.idle --source Documents/TestResults.xml --destination artifacts/ || true
xcrun devicectl device info files --device "$DEVICE" --domain-type systemCrashLogs --username mobile \
  | grep -E 'Mossgarden-.*\.ips' | while read -r f; do
    xcrun devicectl device copy from --device "$DEVICE" --domain-type systemCrashLogs --source "$f" --destination artifacts/crashes/
  done
codesign -d --entitlements :- build/dd/Build/Products/ReleaseForRunning-iphoneos/Mossgarden.app > artifacts/Mossgarden.app.entitlements.plist
python3 ci/console_to_junit.py artifacts/device-console.log artifacts/TestResults-junit.xml
