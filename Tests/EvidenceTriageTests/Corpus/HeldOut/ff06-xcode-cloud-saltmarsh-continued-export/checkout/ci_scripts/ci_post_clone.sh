#!/bin/sh
set -e
echo "Saltmarsh ci_post_clone: resolving packages with the workspace lockfile"
defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
