#!/bin/bash
# Stamps BGTaskSchedulerPermittedIdentifiers into the *built* Info.plist.
#
# Debug, Beta and Release builds have different bundle identifiers
# (com.larchmont.inspections.debug / .beta / none), and BGTaskScheduler only
# accepts task identifiers listed in the plist, so the list is derived from
# PRODUCT_BUNDLE_IDENTIFIER at build time instead of being hard-coded.
set -euo pipefail

PLIST="${TARGET_BUILD_DIR}/${INFOPLIST_PATH}"
BUDDY=/usr/libexec/PlistBuddy

"$BUDDY" -c "Delete :BGTaskSchedulerPermittedIdentifiers" "$PLIST" 2>/dev/null || true
"$BUDDY" -c "Add :BGTaskSchedulerPermittedIdentifiers array" "$PLIST"
"$BUDDY" -c "Add :BGTaskSchedulerPermittedIdentifiers:0 string ${PRODUCT_BUNDLE_IDENTIFIER}.refresh" "$PLIST"
"$BUDDY" -c "Add :BGTaskSchedulerPermittedIdentifiers:1 string ${PRODUCT_BUNDLE_IDENTIFIER}.photo-upload" "$PLIST"

echo "Stamped BG task identifiers for ${PRODUCT_BUNDLE_IDENTIFIER} into ${PLIST}"
