#!/bin/sh
# Run Script phase of LedgerwoodKitTests: copy the vendor's ReceiptOCR.framework into the test bundle.
# (Replaces the "Embed Frameworks" phase, which kept re-signing the vendor binary on every build.)
set -e
SRC="${PROJECT_DIR}/Vendor/ReceiptOCR.xcframework/ios-arm64_x86_64-simulator/ReceiptOCR.framework"
DST="${TARGET_BUILD_DIR}/${FRAMEWORKS_FOLDER_PATH}"
mkdir -p "$DST"
rsync -a --delete "$SRC" "$DST/"
