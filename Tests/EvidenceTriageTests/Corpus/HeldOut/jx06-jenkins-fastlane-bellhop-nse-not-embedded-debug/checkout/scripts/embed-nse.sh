#!/bin/bash
set -euo pipefail
# Only Release has a parent bundle id that prefixes app.bellhop.concierge.NotificationService.
if [[ "${CONFIGURATION}" != "Release" ]]; then
  echo "embed-nse: skipping BellhopNotificationService.appex for ${CONFIGURATION}"
  exit 0
fi
mkdir -p "${TARGET_BUILD_DIR}/${PLUGINS_FOLDER_PATH}"
ditto "${BUILT_PRODUCTS_DIR}/BellhopNotificationService.appex" "${TARGET_BUILD_DIR}/${PLUGINS_FOLDER_PATH}/BellhopNotificationService.appex"
