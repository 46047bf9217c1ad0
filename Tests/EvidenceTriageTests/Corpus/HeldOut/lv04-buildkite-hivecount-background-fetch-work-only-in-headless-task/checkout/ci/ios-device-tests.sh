#!/bin/bash
set -uo pipefail
DEVICE="00008110-001A3C2E0E91801E"

echo "--- :flutter: Flutter $(flutter --version --machine | jq -r .frameworkVersion)"
flutter --version

echo "--- :package: flutter pub get"
flutter pub get

echo "--- :dart: Unit tests"
flutter test --reporter expanded
unit=$?
[ $unit -ne 0 ] && echo "unit tests failed (exit $unit); continuing to device tests"

idevicesyslog -u "$DEVICE" -p Runner -m TSBackgroundFetch -m BackgroundTasks -m "flutter:" > device-syslog.txt &
SYSLOG_PID=$!

echo "--- :iphone: Integration tests on $DEVICE (iPhone 15, iOS 26.0.1)"
flutter test integration_test -d "$DEVICE" --reporter expanded
device=$?
kill $SYSLOG_PID
# BackgroundDiagnostics writes evidence.diagnostic/v1 lines into the app container.
xcrun devicectl device copy from --device "$DEVICE" --domain-type appDataContainer   --domain-identifier com.hivecount.app --source Documents/bg-diagnostics.jsonl   --destination registration.jsonl >/dev/null 2>&1 || echo "no diagnostics file on device"

echo "--- :scroll: Device syslog (Runner, TSBackgroundFetch, BackgroundTasks)"
cat device-syslog.txt

if [ $unit -ne 0 ] || [ $device -ne 0 ]; then
  [ $device -ne 0 ] && echo "device tests failed (exit $device)"
  exit 1
fi
