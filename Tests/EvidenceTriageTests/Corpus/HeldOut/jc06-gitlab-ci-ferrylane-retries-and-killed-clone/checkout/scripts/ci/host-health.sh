#!/bin/bash
echo "== host health =="
memory_pressure | tail -n 3
sysctl -n hw.memsize
xcrun simctl --set ~/Library/Developer/XCTestDevices list devices | grep -c Clone || true
