#!/usr/bin/env bash
# Sets up (system libraries, when missing and we may install) and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$(uname -s)" = Darwin ]; then
  eval "$(scripts/setup.sh)"   # Homebrew's libraries: exports PKG_CONFIG_PATH
else
  scripts/setup.sh
fi
swift build
swift test --parallel
