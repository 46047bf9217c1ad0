#!/bin/bash
set -euo pipefail
buildkite-agent artifact download build/Mossbank.xctestproducts.tar.zst . && tar -xf build/Mossbank.xctestproducts.tar.zst -C build
UDID=$(scripts/ci/fresh-simulator.sh "iPhone 17" "26.1")
mkdir -p build/logs build/evidence
status=0
xcodebuild test-without-building -testProductsPath build/Mossbank.xctestproducts \
  -only-testing:MossbankTests -destination "id=$UDID" -retry-tests-on-failure -test-iterations 2 \
  -resultBundlePath build/unit.xcresult 2>&1 | tee build/logs/unit-tests.log || status=$?
DATA=$(xcrun simctl get_app_container "$UDID" com.mossbank.app data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" build/evidence/registration.jsonl || true
mkdir -p build/evidence/Build/Products/Debug-iphonesimulator/Mossbank.app
cp build/Mossbank.xctestproducts/Binaries/0/Debug-iphonesimulator/Mossbank.app/Info.plist \
   build/evidence/Build/Products/Debug-iphonesimulator/Mossbank.app/Info.plist
exit $status
