#!/bin/bash
# Warn-only: prints the signed entitlements of the app and each extension in the exported IPA.
set -uo pipefail
work=$(mktemp -d); unzip -q "$1" -d "$work"
for bundle in "$work"/Payload/Bookmoth.app "$work"/Payload/Bookmoth.app/PlugIns/*.appex; do
  echo "== $(basename "$bundle")"
  codesign -d --entitlements - --xml "$bundle" 2>/dev/null | plutil -p - | grep -A2 application-groups || echo "   (no com.apple.security.application-groups)"
done
