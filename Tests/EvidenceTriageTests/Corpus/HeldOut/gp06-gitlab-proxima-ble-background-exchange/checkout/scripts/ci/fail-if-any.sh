#!/bin/bash
# Fails the job if any xcodebuild run above recorded a non-zero status.
[ -f "$1" ] || exit 0
cat "$1"
exit 1
