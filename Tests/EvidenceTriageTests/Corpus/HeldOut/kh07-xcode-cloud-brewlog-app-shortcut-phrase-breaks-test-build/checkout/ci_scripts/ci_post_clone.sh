#!/bin/sh
set -e
echo "Xcode Cloud post-clone for $CI_WORKFLOW ($CI_BUILD_NUMBER)"
defaults write com.apple.dt.Xcode IDESkipMacroFingerprintValidation -bool YES
