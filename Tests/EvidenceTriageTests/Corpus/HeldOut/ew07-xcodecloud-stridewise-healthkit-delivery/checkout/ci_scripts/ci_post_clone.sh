#!/bin/sh
set -e
echo "Stridewise CI: $CI_WORKFLOW ($CI_XCODEBUILD_ACTION) on $CI_PRODUCT_PLATFORM"
defaults write com.apple.dt.Xcode IDESkipMacroFingerprintValidation -bool YES
