#!/bin/bash
# Build phase "Copy GoogleService-Info.plist" (runs after "Copy Bundle Resources").
set -euo pipefail
case "${CONFIGURATION}" in
  Staging)
    SRC="${PROJECT_DIR}/Firebase/Staging/GoogleService-Info.plist" ;;
  Debug)
    SRC="${PROJECT_DIR}/Firebase/Dev/GoogleService-Info.plist" ;;
  *)
    SRC="${PROJECT_DIR}/Firebase/Production/GoogleService-Info.plist" ;;
esac
echo "Using Firebase config for CONFIGURATION=${CONFIGURATION} -> ${SRC#${PROJECT_DIR}/}"
cp "${SRC}" "${BUILT_PRODUCTS_DIR}/${PRODUCT_NAME}.app/GoogleService-Info.plist"
