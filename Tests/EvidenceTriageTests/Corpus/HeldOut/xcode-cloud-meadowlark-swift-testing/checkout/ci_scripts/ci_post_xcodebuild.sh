#!/bin/sh
# Xcode Cloud: summarise failures and the compiled model versions after the test action.
set -u
if [ "${CI_XCODEBUILD_EXIT_CODE:-0}" != "0" ]; then
  echo "== Compiled model versions =="
  ls "$CI_DERIVED_DATA_PATH/Build/Products/Debug-iphonesimulator/Meadowlark.app/Meadowlark.momd"
  echo "== Failed tests =="
  xcrun xcresulttool get test-results tests --path "$CI_RESULT_BUNDLE_PATH" \
    | /usr/bin/python3 "$CI_PRIMARY_REPOSITORY_PATH/ci_scripts/print_failures.py"
fi
