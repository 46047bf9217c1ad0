#!/usr/bin/env bash
# iOS integration tests with one sentinel-gated retry.
# Retries ONLY when the tool never attached to the app ("Error waiting for a
# debug connection"); any real test failure fails fast.
set -uo pipefail

DEVICE_NAME="${DEVICE_NAME:-iPhone 17}"
UDID=$(xcrun simctl list devices available -j | python3 -c "import json,sys,os;d=json.load(sys.stdin)['devices'];print(next(x['udid'] for r in d.values() for x in r if x['name']==os.environ.get('DEVICE_NAME','iPhone 17')))")
mkdir -p build/ci-logs

for attempt in 1 2; do
  echo "=== flutter test integration_test (attempt ${attempt}/2) on ${DEVICE_NAME} (${UDID}) ==="
  flutter test integration_test -d "$UDID" --dart-define=LARKSPUR_ENV=ci 2>&1 | tee "build/ci-logs/flutter-test.attempt-${attempt}.log"
  status=${PIPESTATUS[0]}
  if [[ $status -eq 0 ]]; then exit 0; fi
  if ! grep -q "Error waiting for a debug connection" "build/ci-logs/flutter-test.attempt-${attempt}.log"; then
    exit "$status"
  fi
  if [[ $attempt -eq 1 ]]; then
    echo "=== debug connection never established; resetting simulator before retry ==="
    xcrun simctl shutdown "$UDID" || true
    xcrun simctl boot "$UDID"
    xcrun simctl bootstatus "$UDID" -b
  fi
done

echo "=== collecting simulator diagnostics ==="
xcrun simctl diagnose -b --no-archive --udid="$UDID" --output=build/ci-logs/simctl-diagnose < /dev/null || true
exit 1
