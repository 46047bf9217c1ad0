#!/bin/bash
# Warns about Info.plist background-task settings that look inconsistent.
# Warnings never fail the build; QS-1188 tracks turning this into a gate.
set -euo pipefail
plist="$1"
echo "plist-lint: checking ${plist#$PWD/}"
warnings=0
ids=$(/usr/libexec/PlistBuddy -c "Print :BGTaskSchedulerPermittedIdentifiers" "$plist" | sed -e '1d;$d' -e 's/^ *//')
modes=$(/usr/libexec/PlistBuddy -c "Print :UIBackgroundModes" "$plist" | sed -e '1d;$d' -e 's/^ *//')
for id in $ids; do
  case "$id" in
    *refresh*)
      if ! grep -qx fetch <<<"$modes"; then
        echo "plist-lint: WARNING $id is permitted but UIBackgroundModes has no 'fetch' (an app-refresh identifier needs it)"
        warnings=$((warnings+1))
      fi ;;
    *)
      if ! grep -qx processing <<<"$modes"; then
        echo "plist-lint: WARNING $id is permitted but UIBackgroundModes has no 'processing'"
        warnings=$((warnings+1))
      fi ;;
  esac
done
echo "plist-lint: $warnings warning(s), 0 errors (warnings do not fail the build)"
