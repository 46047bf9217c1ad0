#!/bin/bash -eu

echo "--- :rubygems: Setting up Gems"
bundle install --quiet

echo "--- :xcode: Building for testing"
xcodebuild build-for-testing \
  -workspace Quarry.xcworkspace \
  -scheme Quarry \
  -destination "platform=iOS Simulator,name=iPhone 15,OS=17.5" \
  -derivedDataPath DerivedData \
  | tee build-for-testing.log | grep -E "^(SwiftCompile|Ld|\*\*)" || true

echo "--- :test_tube: Testing"
set +e
xcodebuild test-without-building \
  -workspace Quarry.xcworkspace \
  -scheme Quarry \
  -testPlan UnitTests \
  -destination "platform=iOS Simulator,name=iPhone 15,OS=17.5" \
  -derivedDataPath DerivedData \
  -resultBundlePath build/results/UnitTests.xcresult \
  -retry-tests-on-failure -test-iterations 3 \
  2>&1 | tee build/results/xcodebuild-test.log
TESTS_EXIT_STATUS=${PIPESTATUS[0]}
set -e

if [[ $TESTS_EXIT_STATUS -ne 0 ]]; then
  echo "+++ :x: Unit tests failed"
  buildkite-agent annotate --style error --context unit-tests "Unit tests failed, see the xcresult artifact."
fi
exit $TESTS_EXIT_STATUS
