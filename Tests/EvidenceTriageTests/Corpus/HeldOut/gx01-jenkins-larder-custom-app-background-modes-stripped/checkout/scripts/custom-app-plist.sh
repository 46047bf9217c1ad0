#!/bin/bash
# Builds the Info.plist for a cooperative's custom (white-label) app.
# Usage: scripts/custom-app-plist.sh <coop-slug>
set -euo pipefail

SLUG="$1"
SRC="Larder/Info.plist"
DST="Config/CustomApp/${SLUG}/Info.plist"

mkdir -p "$(dirname "$DST")"
cp "$SRC" "$DST"

/usr/libexec/PlistBuddy -c "Set :CFBundleDisplayName $(jq -r .name "Config/CustomApp/${SLUG}/coop.json")" "$DST"

# Custom apps are published by the cooperatives themselves; App Review rejects
# them with background location / fetch declared, so strip both modes.
/usr/libexec/PlistBuddy -c "Delete :UIBackgroundModes" "$DST"
/usr/libexec/PlistBuddy -c "Add :UIBackgroundModes array" "$DST"
/usr/libexec/PlistBuddy -c "Add :UIBackgroundModes:0 string remote-notification" "$DST"
