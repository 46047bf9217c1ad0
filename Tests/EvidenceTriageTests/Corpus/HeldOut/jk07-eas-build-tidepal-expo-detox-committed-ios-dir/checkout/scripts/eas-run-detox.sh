#!/usr/bin/env bash
set -euo pipefail
if [[ "$EAS_BUILD_PROFILE" != "e2e-test" ]]; then exit 0; fi
npx detox test --configuration ios.sim.release --headless --record-logs failing --retries 1
