#!/bin/zsh
set -uo pipefail
# Keep the built plists next to the result bundle so a failed install can be read.
out="$CI_RESULT_BUNDLE_PATH/../evidence"
mkdir -p "$out"
app="$CI_DERIVED_DATA_PATH/Build/Products/Debug-iphonesimulator/Ferngate.app"
mkdir -p "$out/Build/Products/Debug-iphonesimulator/Ferngate.app/Watch/FerngateWatch.app"
cp "$app/Info.plist" "$out/Build/Products/Debug-iphonesimulator/Ferngate.app/Info.plist"
cp "$app/Watch/FerngateWatch.app/Info.plist" "$out/Build/Products/Debug-iphonesimulator/Ferngate.app/Watch/FerngateWatch.app/Info.plist"
/usr/libexec/PlistBuddy -c 'Print' "$app/Watch/FerngateWatch.app/Info.plist" || true
