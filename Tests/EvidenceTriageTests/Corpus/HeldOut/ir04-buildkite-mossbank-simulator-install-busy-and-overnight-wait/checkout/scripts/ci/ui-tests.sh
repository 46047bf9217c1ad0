#!/bin/bash
set -euo pipefail
buildkite-agent artifact download build/Mossbank.xctestproducts.tar.zst . && tar -xf build/Mossbank.xctestproducts.tar.zst -C build
UDID=$(scripts/ci/fresh-simulator.sh "iPhone 17" "26.1")   # erases the device when BUILDKITE_RETRY_COUNT > 0
mkdir -p build/logs
set -o pipefail
xcodebuild test-without-building -testProductsPath build/Mossbank.xctestproducts \
  -only-testing:MossbankUITests -destination "id=$UDID" \
  -resultBundlePath "build/ui-${BUILDKITE_RETRY_COUNT:-0}.xcresult" 2>&1 | tee "build/logs/ui-tests-${BUILDKITE_RETRY_COUNT:-0}.log"
