#!/bin/sh
# Xcode Cloud: the workflow builds and tests the shared "Copperleaf-CI" scheme.
set -e
echo "ci_post_clone: CI_WORKFLOW=$CI_WORKFLOW CI_XCODE_SCHEME=$CI_XCODE_SCHEME"
defaults write com.apple.dt.Xcode IDESkipMacroFingerprintValidation -bool YES
