#!/bin/sh
set -ex
cd "$CI_PRIMARY_REPOSITORY_PATH"
brew install node@20 >/dev/null
export PATH="/usr/local/opt/node@20/bin:$PATH"
npm ci
npm run build
# 2026-11-20: "copy" instead of "sync" to save ~40 s on Xcode Cloud
# (pods are committed). copy does not update the plugin list.
npx cap copy ios
