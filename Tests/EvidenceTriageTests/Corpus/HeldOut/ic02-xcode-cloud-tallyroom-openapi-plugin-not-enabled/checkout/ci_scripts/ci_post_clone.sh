#!/usr/bin/env bash
# Xcode Cloud runs this after cloning and before resolving packages.
# Nobody can click "Trust & Enable" on the ephemeral build machine, so tell
# Xcode to skip plugin/macro fingerprint validation for our pinned packages.
#
# #512: fixed the spelling of the plugin key ("Validatation" -> "Validation").
set -euo pipefail

defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidation -bool YES
defaults write com.apple.dt.Xcode IDESkipMacroFingerprintValidation -bool YES

echo 'Package plugin and macro fingerprint validation disabled for CI'
