#!/bin/bash
# Prints what an on-call engineer needs when the device tests fail: how the test app
# was signed, the entitlements the simulator sees, and the runner's test log.
out="$1"
app=$(find "$(pwd)/tests/Rota.DeviceTests/bin" -name 'Rota.DeviceTests.app' -maxdepth 5 | head -1)
echo "== codesign -dv $app"
codesign -dv "$app" 2>&1
echo "== simulator entitlements (__TEXT,__entitlements) of Rota.DeviceTests"
otool -X -s __TEXT __entitlements "$app/Rota.DeviceTests" | xxd -r -p
log=$(ls "$out"/test-*.log | head -1)
echo "== $log"
cat "$log"
exit 1
