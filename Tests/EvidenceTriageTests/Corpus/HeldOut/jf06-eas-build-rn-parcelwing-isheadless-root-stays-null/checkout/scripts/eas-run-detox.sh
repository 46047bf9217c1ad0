#!/usr/bin/env bash
set -u
npx detox test --configuration "$DETOX_CONFIGURATION" --headless --cleanup --record-logs failing \
  --reporters default --reporters jest-junit
DETOX_STATUS=$?
mkdir -p reports && cp junit.xml reports/junit-e2e.xml 2>/dev/null || true
if [ -f /tmp/jest-failed ] || [ "$DETOX_STATUS" -ne 0 ]; then
  echo "Unit or E2E tests failed"; exit 1
fi
