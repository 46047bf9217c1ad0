#!/usr/bin/env bash
# Runs the Patrol suite on the USB-attached lab iPhone. Plain output, no CI wrapper.
set -uo pipefail
TARGET=${1:-integration_test/tests}
UDID=00008120-001A2C3E0E41802E
echo "==> lab host: $(scutil --get LocalHostName) (macOS $(sw_vers -productVersion), $(xcodebuild -version | head -1))"
echo "==> patrol build ios --target $TARGET --release"
patrol build ios --target "$TARGET" --release
echo "==> syslog capture: idevicesyslog -u $UDID > build/device-syslog.txt &"
idevicesyslog -u "$UDID" > build/device-syslog.txt &
SYSLOG_PID=$!
echo "==> xcodebuild test-without-building"
xcodebuild test-without-building \
  -xctestrun build/ios_integ/Build/Products/Runner_iphoneos26.1-arm64.xctestrun \
  -only-testing RunnerUITests/RunnerUITests \
  -destination id="$UDID" \
  -resultBundlePath "build/device-lab-$(date +%s).xcresult"
CODE=$?
kill "$SYSLOG_PID"
echo "==> xcodebuild exit code $CODE; syslog saved to build/device-syslog.txt ($(wc -l < build/device-syslog.txt | xargs) lines)"
exit $CODE
