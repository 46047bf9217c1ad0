#!/bin/sh
set -e
# Xcode Cloud: resolve packages that need plugin trust.
defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
echo "post-clone done"
