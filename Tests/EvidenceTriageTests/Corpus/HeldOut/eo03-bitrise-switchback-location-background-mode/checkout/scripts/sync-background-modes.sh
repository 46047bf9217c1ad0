#!/bin/bash
# Build phase "Sync background modes": merges config/capabilities.yml into the
# processed Info.plist of the app target (UIBackgroundModes, BGTaskScheduler ids).
# Needs the `plist_sync` gem from the Gemfile (bundle install).
set -u
if ! bundle exec ruby -e 'require "plist_sync"' >/dev/null 2>&1; then
  echo "warning: sync-background-modes: plist_sync not available, background modes not merged"
  exit 0
fi
bundle exec ruby scripts/plist_sync.rb \
  --capabilities config/capabilities.yml \
  --plist "${TARGET_BUILD_DIR}/${INFOPLIST_PATH}"
