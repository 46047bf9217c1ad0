#!/bin/bash
set -euo pipefail
# macOS UI tests for the Mossbank Mac companion app.
xcodebuild test \
  -project Mossbank.xcodeproj \
  -scheme MossbankMacUITests \
  -destination 'platform=macOS' \
  -derivedDataPath build/ui \
  CODE_SIGNING_ALLOWED=NO
