#!/bin/bash
# Signs the Debug product for the integration lane outside Xcode (codesign stamps exactly what
# the entitlements plist holds; Xcode would also copy identity keys from the profile).
set -euo pipefail
APP="$1"; PROFILE="$2"
cp "$PROFILE" "$APP/Contents/embedded.provisionprofile"
/usr/libexec/PlistBuddy -x -c "Print :Entitlements" <(security cms -D -i "$PROFILE") > build/profile-entitlements.plist
# copy the iCloud environment from the profile (it is an array in development profiles)
/usr/libexec/PlistBuddy -c "Merge build/profile-entitlements.plist" Tallybook/Tallybook.entitlements 2>/dev/null || true
/usr/libexec/PlistBuddy -c "Delete :com.apple.application-identifier" Tallybook/Tallybook.entitlements || true
/usr/libexec/PlistBuddy -c "Delete :com.apple.developer.team-identifier" Tallybook/Tallybook.entitlements || true
codesign --force --options runtime --entitlements Tallybook/Tallybook.entitlements --sign "$SIGN_IDENTITY" "$APP"
