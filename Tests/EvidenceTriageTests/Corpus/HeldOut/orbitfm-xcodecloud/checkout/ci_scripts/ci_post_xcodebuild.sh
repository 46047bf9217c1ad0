#!/bin/sh
set -u
echo "CI_XCODEBUILD_ACTION=${CI_XCODEBUILD_ACTION}"
if [ "${CI_XCODEBUILD_ACTION}" = "test-without-building" ]; then
  echo "Bundled snapshot references:"
  find "${CI_TEST_PRODUCTS_PATH}" -type d -path '*Snapshots/__Snapshots__/*' -maxdepth 9 | sed 's|.*/__Snapshots__/|  |'
  echo "Repository checkout visible to the test runner:"
  ls "${CI_PRIMARY_REPOSITORY_PATH}/OrbitFMTests" 2>&1 | head -3
fi
