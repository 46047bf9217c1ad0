#!/bin/bash
set -x
SIM=$(xcrun simctl list devices | awk -F'[()]' '/ci-iphone16/ {print $2; exit}')
mkdir -p evidence/oslog evidence/Build/Products/Debug-iphonesimulator/Runner.app
DATA=$(xcrun simctl get_app_container "$SIM" com.tidewatch.app data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" evidence/registration.jsonl
plutil -convert xml1 -o evidence/Build/Products/Debug-iphonesimulator/Runner.app/Info.plist build/ios/iphonesimulator/Runner.app/Info.plist
xcrun simctl spawn "$SIM" log show --style ndjson --last 15m \
  --predicate 'process == "Runner"' > evidence/oslog/simulator-runner.ndjson
dart pub global run junitreport:tojunit --input build/ios/test/flutter.json --output build/ios/test/junit.xml
