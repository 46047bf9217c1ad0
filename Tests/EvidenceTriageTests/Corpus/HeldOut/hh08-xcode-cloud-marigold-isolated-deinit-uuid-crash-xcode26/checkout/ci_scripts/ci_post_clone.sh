#!/bin/sh
# ci_scripts/ci_post_clone.sh — Xcode Cloud
set -e
echo "Xcode: $(xcodebuild -version | head -1)  workflow: $CI_WORKFLOW  action: $CI_XCODEBUILD_ACTION"
defaults write com.apple.dt.Xcode IDESkipMacroFingerprintValidation -bool YES
