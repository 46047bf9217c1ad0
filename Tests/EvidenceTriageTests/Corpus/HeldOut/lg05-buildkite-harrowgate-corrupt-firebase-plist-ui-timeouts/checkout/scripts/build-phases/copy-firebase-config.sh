#!/bin/bash
# Build phase "Copy Firebase config": picks the plist for the configuration.
set -euo pipefail
SRC="${SRCROOT}/Config/Firebase/${CONFIGURATION}/GoogleService-Info.plist"
DST="${BUILT_PRODUCTS_DIR}/${PRODUCT_NAME}.app/GoogleService-Info.plist"
# Values are injected from CI secrets as base64 (FIREBASE_PLIST_B64); decode when present.
if [[ -n "${FIREBASE_PLIST_B64:-}" ]]; then
  echo "${FIREBASE_PLIST_B64}" | base64 --decode | iconv -f UTF-8 -t UTF-16 > "$DST"
else
  cp "$SRC" "$DST"
fi
