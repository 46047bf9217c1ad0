#!/bin/sh
# Xcode Cloud: runs after the repository is cloned, before the build action.
# Replaces the GitHub Actions workflow (ci.yml, removed in #877), which ran
# `make fixtures` as its own step before `xcodebuild test`.
set -eu
defaults write com.apple.dt.Xcode IDESkipMacroFingerprintValidation -bool YES
brew install swiftlint
