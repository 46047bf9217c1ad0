#!/bin/sh
# ci_scripts/ci_post_clone.sh
set -e
brew install node@20
cd "$CI_PRIMARY_REPOSITORY_PATH"
npm ci
npx expo prebuild --platform ios --no-install
cd ios && pod install
