#!/bin/sh
# Run Script phase "Rewrite BGTask identifiers for flavor" (target Fernway).
# The source Info.plist lists the App Store identifiers (com.fernway.app.*); Beta and Debug
# builds use their own bundle identifier, so the permitted task identifiers in the *built*
# Info.plist are rewritten to match.
set -eu
PLIST="${TARGET_BUILD_DIR}/${INFOPLIST_PATH}"
PREFIX="com.fernway.app"
[ "${PRODUCT_BUNDLE_IDENTIFIER}" = "${PREFIX}" ] && exit 0

count=$(/usr/libexec/PlistBuddy -c "Print :BGTaskSchedulerPermittedIdentifiers" "$PLIST" | grep -c "${PREFIX}\." || true)
i=0
while [ "$i" -lt "$count" ]; do
  id=$(/usr/libexec/PlistBuddy -c "Print :BGTaskSchedulerPermittedIdentifiers:$i" "$PLIST")
  /usr/libexec/PlistBuddy -c "Set :BGTaskSchedulerPermittedIdentifiers:$i ${PRODUCT_BUNDLE_IDENTIFIER}.${id#${PREFIX}.}" "$PLIST"
  i=$((i + 1))
done
echo "Rewrote ${count} BGTaskSchedulerPermittedIdentifiers -> ${PRODUCT_BUNDLE_IDENTIFIER}.*"
