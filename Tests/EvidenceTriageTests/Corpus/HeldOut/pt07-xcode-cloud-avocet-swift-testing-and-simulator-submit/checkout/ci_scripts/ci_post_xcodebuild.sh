#!/bin/sh
set -e
if [ "$CI_XCODEBUILD_ACTION" = "test-without-building" ]; then
  cp "$CI_DERIVED_DATA_PATH"/Logs/Test/*.xcresult/../*.log "$CI_PRIMARY_REPOSITORY_PATH/ci_artifacts/" 2>/dev/null || true
fi
