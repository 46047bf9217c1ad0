#!/bin/sh
# ci_post_clone.sh - runs on the Xcode Cloud build machine after the clone.
set -e
defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
echo "ci_post_clone: CI_WORKSPACE=$CI_WORKSPACE CI_PRIMARY_REPOSITORY_PATH=$CI_PRIMARY_REPOSITORY_PATH"
