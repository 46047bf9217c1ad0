#!/bin/sh
# Build phase "[CP-User] Copy GoogleService-Info.plist"
# Copies the Firebase config of the flavor being built into the app bundle.
set -u
FLAVOR="${CONFIGURATION##*-}"   # Debug-staging -> staging
SRC="${SRCROOT}/config/${FLAVOR}/GoogleService-Info.plist"
DST="${BUILT_PRODUCTS_DIR}/${PRODUCT_NAME}.app/GoogleService-Info.plist"

if [ ! -f "$SRC" ]; then
  echo "warning: GoogleService-Info.plist for flavor '${FLAVOR}' not found at ${SRC}; nothing copied"
  exit 0
fi
cp "$SRC" "$DST"
echo "Copied ${SRC} -> ${DST}"
