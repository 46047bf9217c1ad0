#!/bin/bash
# Copies what triage needs out of the simulator and DerivedData into artifacts/.
set -euo pipefail
mkdir -p artifacts/evidence/Build/Products/Debug-iphonesimulator/Kelpwallet.app
cp build/xcodebuild-test.log artifacts/
DATA=$(xcrun simctl get_app_container "$SIM_UDID" com.kelpforest.wallet data)
cp "$DATA/Library/Caches/diagnostics/registration.jsonl" artifacts/evidence/registration.jsonl
cp build/DerivedData/Build/Products/Debug-iphonesimulator/Kelpwallet.app/Info.plist \
   artifacts/evidence/Build/Products/Debug-iphonesimulator/Kelpwallet.app/Info.plist
find ~/Library/Logs/DiagnosticReports -name 'Kelpwallet-*.ips' -mmin -30 -exec cp {} artifacts/evidence/ \;
