#!/bin/bash -l
# Jenkins "Execute shell" step of brightpath-ios-device-tests
set -euo pipefail
export LANG=en_US.UTF-8
export LAB_DEVICE_NAME="Lab iPhone 14 (07)"
xcodes select 16.2
bundle install --quiet
bundle exec fastlane device_tests
