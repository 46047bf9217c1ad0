#!/usr/bin/env bash
# Sets up (system libraries, when missing and we may install) and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build
swift test --parallel
