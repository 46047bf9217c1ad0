#!/bin/sh
# Build phase "Inject BG task identifiers" (added in !318).
# The alerts refresh task only exists in flavours with TIDEWATER_ALERTS=YES, so its
# identifier was moved out of Tidewater/Info.plist and is appended to the *built*
# Info.plist here, after Xcode has processed it.
set -eu
PLIST="${TARGET_BUILD_DIR}/${INFOPLIST_PATH}"
PB=/usr/libexec/PlistBuddy

if [ "${TIDEWATER_ALERTS:-YES}" = "YES" ]; then
  $PB -c "Print :BGTaskSchedulerPermittedIdentifiers" "$PLIST" >/dev/null 2>&1 \
    || $PB -c "Add :BGTaskSchedulerPermittedIdentifiers array" "$PLIST"
  $PB -c "Add :BGTaskSchedulerPermittedIdentifiers: string ${PRODUCT_BUNDLE_IDENTIFIER}.alerts.refresh" "$PLIST"
  echo "Added ${PRODUCT_BUNDLE_IDENTIFIER}.alerts.refresh to BGTaskSchedulerPermittedIdentifiers"
fi
