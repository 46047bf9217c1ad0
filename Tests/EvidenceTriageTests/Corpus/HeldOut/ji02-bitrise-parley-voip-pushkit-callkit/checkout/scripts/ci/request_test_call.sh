#!/bin/bash
# Ask the QA signalling server which devices in the room have push tokens, then ring the simulator.
set -x
ROOM="$1"
curl -fsS "https://qa-signal.parleyhq.dev/v1/devices?room=${ROOM}&platform=ios-sim"
curl -sS -X POST "https://qa-signal.parleyhq.dev/v1/rooms/${ROOM}/test-call" -d '{"target":"sim-A7F2C014"}'
