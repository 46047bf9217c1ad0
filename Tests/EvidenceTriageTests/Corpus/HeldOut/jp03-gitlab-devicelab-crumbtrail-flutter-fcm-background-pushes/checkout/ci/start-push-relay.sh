#!/usr/bin/env bash
# Starts the lab's relay endpoint on 127.0.0.1:8787 (forwarded to the device over usbmux);
# each POST runs `dart run tool/push_relay/main.dart <token> <count> <gap>`.
set -euo pipefail
nohup dart run tool/push_relay/server.dart --port 8787 > build/push-relay.log 2>&1 &
idevicesyslog -u "$DEVICE_UDID" > build/idevicesyslog.txt 2>&1 &
