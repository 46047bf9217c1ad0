#!/usr/bin/env bash
set -euo pipefail

echo "--- :npm: Build web assets"
npm ci
npm run build

echo "--- :capacitor: Sync iOS"
npx cap sync ios

echo "--- :iphone: Boot simulator"
xcrun simctl boot "iPhone 15" || true
mkdir -p artifacts
xcrun simctl spawn booted log stream --style compact --predicate 'process == "App"' > artifacts/app-console.log 2>&1 &

echo "+++ :xcode: xcodebuild test"
xcodebuild test \
  -workspace ios/App/App.xcworkspace \
  -scheme App \
  -configuration Debug \
  -destination 'platform=iOS Simulator,name=iPhone 15,OS=17.5' \
  -derivedDataPath build/DerivedData \
  -resultBundlePath artifacts/Lanyard.xcresult

mkdir -p artifacts/Build/Products/Debug-iphonesimulator/App.app
plutil -convert xml1 -o artifacts/Build/Products/Debug-iphonesimulator/App.app/Info.plist build/DerivedData/Build/Products/Debug-iphonesimulator/App.app/Info.plist
