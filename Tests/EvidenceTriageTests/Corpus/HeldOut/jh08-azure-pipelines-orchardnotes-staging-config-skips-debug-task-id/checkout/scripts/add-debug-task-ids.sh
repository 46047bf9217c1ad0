#!/bin/sh
# Run Script build phase (after "Process Info.plist"), target OrchardNotes.
# Adds QA-only keys to the built Info.plist for debug builds, so they never ship in Release.
# Same idea as adding Debug-only keys with a script instead of per-config variables.
set -e
PLIST="${TARGET_BUILD_DIR}/${INFOPLIST_PATH}"
if [ "${CONFIGURATION}" = "Debug" ]; then
  /usr/libexec/PlistBuddy -c "Add :BGTaskSchedulerPermittedIdentifiers: string com.orchardnotes.app.debug-sync-now" "$PLIST"
  /usr/libexec/PlistBuddy -c "Add :ONDebugMenuEnabled bool true" "$PLIST"
  echo "note: added debug task identifiers to ${PLIST}"
fi
