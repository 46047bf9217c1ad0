#!/bin/bash
# Runs the Sandpiper scheme (unit + UI tests) on parallel simulator clones.
# A UI-test runner that never initialises on one clone is simulator infrastructure,
# not a test failure: retry the whole xcodebuild once in that case only.
set -uo pipefail

RUNNER_INIT_RE='failed to initialize for UI testing|Timed out while loading Accessibility'
mkdir -p build

for XCB_ATTEMPT in 1 2; do
  echo "==> xcodebuild attempt ${XCB_ATTEMPT}"
  XCODEBUILD_LOG="build/xcodebuild-attempt-${XCB_ATTEMPT}.log"
  XCB_RC=0
  xcodebuild test \
    -workspace Sandpiper.xcworkspace \
    -scheme Sandpiper \
    -destination 'platform=iOS Simulator,name=iPhone 16,OS=18.5' \
    -resultBundlePath "build/attempt-${XCB_ATTEMPT}.xcresult" \
    -parallel-testing-enabled YES \
    -retry-tests-on-failure \
    -test-iterations 2 \
    CODE_SIGNING_ALLOWED=NO 2>&1 | tee "$XCODEBUILD_LOG" || XCB_RC=$?
  if [[ $XCB_RC -eq 0 ]]; then
    break
  fi
  if [[ $XCB_ATTEMPT -eq 1 ]] && grep -qE "$RUNNER_INIT_RE" "$XCODEBUILD_LOG"; then
    echo "::warning::UI-test runner failed to initialize (simulator infrastructure, not a test failure); re-running xcodebuild test once"
    continue
  fi
  exit "$XCB_RC"
done
