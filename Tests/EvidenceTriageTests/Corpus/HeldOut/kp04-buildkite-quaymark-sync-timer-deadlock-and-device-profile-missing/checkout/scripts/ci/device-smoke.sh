#!/bin/bash
set -euo pipefail
bazel build //ios:Quaymark --config=device_lab
APP=bazel-bin/ios/Quaymark_archive-root/Payload/Quaymark.app
ls "$APP"
ios-deploy --id "$LAB_DEVICE_UDID" --bundle "$APP" --justlaunch --noninteractive
scripts/ci/run-device-smoke.sh
