#!/bin/sh
set -e
echo "Relay: installing SwiftLint plugin trust for Xcode Cloud"
defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
