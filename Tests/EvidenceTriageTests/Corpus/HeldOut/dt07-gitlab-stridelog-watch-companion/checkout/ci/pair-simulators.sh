#!/bin/bash
# Creates (or reuses) an iPhone 17 + Apple Watch Series 11 pair for the job.
set -euo pipefail
PHONE=$(xcrun simctl create "ci-phone-$CI_JOB_ID" "iPhone 17" "iOS26.1")
WATCH=$(xcrun simctl create "ci-watch-$CI_JOB_ID" "Apple Watch Series 11 (46mm)" "watchOS26.1")
PAIR=$(xcrun simctl pair "$WATCH" "$PHONE")
xcrun simctl boot "$PHONE"; xcrun simctl boot "$WATCH"
xcrun simctl pair_activate "$PAIR" || true
xcrun simctl list pairs
echo "PHONE=$PHONE" >> sim.env; echo "WATCH=$WATCH" >> sim.env
