#!/bin/bash
# Copy the app's evidence.diagnostic/v1 records out of the booted simulator after the test run.
set -euo pipefail
udid="$1"; out="$2"
container=$(xcrun simctl get_app_container "$udid" com.tidewell.app data)
cp "$container/Library/Caches/evidence/diagnostics.jsonl" "$out/registration.jsonl"
