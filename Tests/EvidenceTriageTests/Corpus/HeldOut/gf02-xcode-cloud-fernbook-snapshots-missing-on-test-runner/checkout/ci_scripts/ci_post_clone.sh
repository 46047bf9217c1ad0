#!/bin/sh
# Xcode Cloud: runs after the repository is cloned on the build machine.
set -e

echo "Installing SwiftLint"
brew install swiftlint

# Trust the SnapshotTesting and Lint plugins so the build can run them.
defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
defaults write com.apple.dt.Xcode IDESkipMacroFingerprintValidation -bool YES
