#!/bin/sh
# Xcode Cloud: keep the built plist next to the test products for triage.
set -e
if [ "$CI_XCODEBUILD_ACTION" = "test-without-building" ]; then
  APP="$CI_DERIVED_DATA_PATH/Build/Products/Debug-iphonesimulator/Nightstand.app"
  mkdir -p "$CI_TEST_PRODUCTS_PATH/Build/Products/Debug-iphonesimulator/Nightstand.app"
  plutil -convert xml1 -o "$CI_TEST_PRODUCTS_PATH/Build/Products/Debug-iphonesimulator/Nightstand.app/Info.plist" "$APP/Info.plist"
  ls "$APP/Metadata.appintents" > "$CI_TEST_PRODUCTS_PATH/appintents-metadata-listing.txt" 2>&1 || true
fi
