#!/bin/sh
# Build phase "Stamp background task identifiers" (last phase of the Ferrule target).
# Adds one BGTaskSchedulerPermittedIdentifiers entry per task in Config/background-tasks.json,
# prefixed with this flavour's bundle identifier, to the BUILT Info.plist.
set -eu
: "${TARGET_BUILD_DIR:?not an Xcode build phase}"
: "${INFOPLIST_PATH:?not an Xcode build phase}"

plist="${TARGET_BUILD_DIR}/${INFOPLIST_PATH}"
test -f "$plist" || { echo "error: no Info.plist at $plist"; exit 1; }

for suffix in $(/usr/bin/plutil -extract tasks json -o - "${PROJECT_DIR}/Config/background-tasks.json" | /usr/bin/python3 -c 'import json,sys; print(" ".join(t["suffix"] for t in json.load(sys.stdin)))'); do
  id="${PRODUCT_BUNDLE_IDENTIFIER}.${suffix}"
  if ! /usr/libexec/PlistBuddy -c "Print :BGTaskSchedulerPermittedIdentifiers" "$plist" | grep -qx "    $id"; then
    /usr/libexec/PlistBuddy -c "Add :BGTaskSchedulerPermittedIdentifiers: string $id" "$plist"
  fi
  echo "stamped $id into $plist"
done
