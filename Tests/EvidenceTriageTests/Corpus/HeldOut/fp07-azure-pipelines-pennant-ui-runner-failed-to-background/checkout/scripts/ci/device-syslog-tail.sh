#!/bin/bash
# Prints the device log lines that matter for UI-test bootstrapping (last 10 minutes).
set -uo pipefail
UDID="$1"
ARCHIVE="$(mktemp -d)/device.logarchive"
sudo log collect --device-udid "$UDID" --last 10m --output "$ARCHIVE" >/dev/null
log show "$ARCHIVE" --style syslog \
  --predicate 'process == "testmanagerd" OR process == "PennantUITests-Runner" OR (process == "SpringBoard" AND eventMessage CONTAINS "PennantUITests")'
