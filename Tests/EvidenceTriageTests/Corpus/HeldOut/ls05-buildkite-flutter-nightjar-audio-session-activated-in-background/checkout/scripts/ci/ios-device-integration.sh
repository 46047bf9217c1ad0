#!/usr/bin/env bash
set -euo pipefail
DEVICE_ID="${NIGHTJAR_LAB_DEVICE:?}"
echo "--- :flutter: flutter pub get"
flutter pub get
echo "--- :iphone: integration tests on ${NIGHTJAR_LAB_DEVICE_NAME}"
set -x
flutter test integration_test/app_test.dart -d "$DEVICE_ID" --flavor integration --reporter expanded
