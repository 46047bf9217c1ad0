#!/usr/bin/env bash
# Compare the App Groups each built bundle is signed with, the App Group literals in
# Swift sources, and the versions of the host app and its extensions.
set -uo pipefail
app="$1"
status=0
echo "== signed App Groups"
for bundle in "$app" "$app"/PlugIns/*.appex; do
  groups=$(codesign -d --entitlements :- "$bundle" 2>/dev/null | plutil -extract com.apple.security.application-groups json -o - - 2>/dev/null || echo "(none)")
  echo "$(basename "$bundle"): $groups"
done
echo "== App Group literals in sources"
grep -rn --include='*.swift' -o '"group\.[A-Za-z0-9.-]*"' Quaver QuaverWidgets || true
echo "== versions"
for bundle in "$app" "$app"/PlugIns/*.appex; do
  v=$(/usr/libexec/PlistBuddy -c 'Print :CFBundleShortVersionString' "$bundle/Info.plist")
  b=$(/usr/libexec/PlistBuddy -c 'Print :CFBundleVersion' "$bundle/Info.plist")
  echo "$(basename "$bundle"): $v ($b)"
done
exit $status
