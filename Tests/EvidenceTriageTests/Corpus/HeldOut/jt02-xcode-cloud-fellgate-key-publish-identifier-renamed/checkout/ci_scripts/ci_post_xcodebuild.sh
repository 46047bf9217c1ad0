#!/bin/zsh
# Xcode Cloud post-action: keep what we need to triage background-task failures.
set -eu
[[ "$CI_XCODEBUILD_ACTION" == "test-without-building" ]] || exit 0
dest="$CI_RESULT_BUNDLE_PATH/../fellgate-evidence"
mkdir -p "$dest/Build/Products/Debug-iphonesimulator/Fellgate.app"
udid=$(xcrun simctl list devices booted | sed -nE 's/.*\(([0-9A-F-]{36})\) \(Booted\).*/\1/p' | head -1)
data=$(xcrun simctl get_app_container "$udid" com.fellgate.app data)
cp "$data/Library/Application Support/Diagnostics/bgtasks.jsonl" "$dest/registration.jsonl"
cp "$CI_DERIVED_DATA_PATH/Build/Products/Debug-iphonesimulator/Fellgate.app/Info.plist" \
   "$dest/Build/Products/Debug-iphonesimulator/Fellgate.app/Info.plist"
/usr/libexec/PlistBuddy -c 'Print :BGTaskSchedulerPermittedIdentifiers' "$dest/Build/Products/Debug-iphonesimulator/Fellgate.app/Info.plist"
