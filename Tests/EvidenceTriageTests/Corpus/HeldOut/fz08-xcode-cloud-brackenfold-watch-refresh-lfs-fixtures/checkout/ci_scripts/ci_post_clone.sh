#!/bin/sh
# Xcode Cloud: runs after the repository is cloned.
set -e

echo "Installing SwiftLint for the build-phase lint step"
brew install swiftlint

echo "Resolving the design-tokens package"
cd "$CI_PRIMARY_REPOSITORY_PATH"
defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
