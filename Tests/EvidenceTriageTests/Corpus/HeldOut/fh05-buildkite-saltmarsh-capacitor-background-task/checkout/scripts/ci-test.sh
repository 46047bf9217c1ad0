#!/usr/bin/env bash
set -uo pipefail
status=0

echo "--- :vitest: Web unit tests"
npx vitest run --reporter=default || status=1

echo "--- :capacitor: Sync web assets into the iOS shell"
npm run build && npx cap sync ios || exit 1

echo "--- :xcode: Native shell tests"
xcodebuild test \
  -workspace ios/App/App.xcworkspace \
  -scheme App \
  -destination "platform=iOS Simulator,name=${SIM_NAME:-iPhone 16},OS=18.2" \
  -derivedDataPath ios/DerivedData \
  -resultBundlePath artifacts/App.xcresult || status=1

echo "--- :floppy_disk: Collect diagnostics"
udid=$(xcrun simctl list devices booted -j | jq -r '.devices[][] | select(.state=="Booted") | .udid' | head -1)
container=$(xcrun simctl get_app_container "$udid" com.saltmarsh.app data)
cp "$container/Library/Caches/diagnostics/bgtasks.jsonl" registration.jsonl || true

exit $status
