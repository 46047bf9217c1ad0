#!/bin/zsh
set -euo pipefail
# Xcode Cloud: the project is generated, not committed.
brew install xcodegen
cd "$CI_PRIMARY_REPOSITORY_PATH"
xcodegen generate
