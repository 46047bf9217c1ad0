#!/usr/bin/env bash
set -euo pipefail

DEVICE="iPhone 16"
OS="18.2"
mkdir -p artifacts

echo "--- :xcode: xcodebuild -version"
xcodebuild -version

echo "--- :node: Start API stub"
npx --yes @cobbleway/api-stub@2.4.1 --port 4141 --fixtures fixtures/api > artifacts/api-stub.log 2>&1 &
STUB_PID=$!
trap 'kill $STUB_PID 2>/dev/null || true' EXIT

# Read by the integration tests and by SchedulerFactory (see CobblewayTests/ShipmentAPIStubTests.swift).
export STUB_API_BASE_URL="http://127.0.0.1:4141"
export USE_FAKE_SCHEDULER=1

echo "+++ :xcode: Unit + integration tests (${DEVICE}, iOS ${OS})"
set -o pipefail
xcodebuild test \
  -workspace Cobbleway.xcworkspace \
  -scheme Cobbleway \
  -destination "platform=iOS Simulator,name=${DEVICE},OS=${OS}" \
  -retry-tests-on-failure -test-iterations 2 \
  -resultBundlePath artifacts/Cobbleway.xcresult \
  2>&1 | tee artifacts/xcodebuild-test.log
