#!/bin/bash
# Adds the background-fetch keys to Info.plist (run once when the feature landed).
set -euo pipefail
PLIST="ios/Quaymate/Info.plist"
/usr/libexec/PlistBuddy -c "Add :UIBackgroundModes array" "$PLIST" 2>/dev/null || true
/usr/libexec/PlistBuddy -c "Add :UIBackgroundModes:0 string fetch" "$PLIST"
/usr/libexec/PlistBuddy -c "Add :BGTaskSchedulerPermittedIdentifiers string com.transistorsoft.fetch" "$PLIST"
