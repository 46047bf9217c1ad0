#!/usr/bin/env bash
# TeamCity step 2 ("tuist test"): build + test every testable scheme of the workspace.
set -euo pipefail
mise exec tuist@4.201.0 -- tuist install
mise exec tuist@4.201.0 -- tuist test \
  --device "iPhone 16" --os 18.5 \
  --result-bundle-path "$BUILD_TMP/results/result-bundle.xcresult"
