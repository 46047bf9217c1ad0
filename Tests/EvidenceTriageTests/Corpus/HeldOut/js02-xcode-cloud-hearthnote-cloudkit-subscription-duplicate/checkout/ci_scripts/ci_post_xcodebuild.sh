#!/bin/sh
set -x
PRODUCTS="$CI_DERIVED_DATA_PATH/Build/Products/Debug-iphonesimulator"
mkdir -p /Volumes/workspace/ci_artifacts/Build/Products/Debug-iphonesimulator/Hearthnote.app
codesign -d --entitlements - --xml "$PRODUCTS/Hearthnote.app"
codesign -d --entitlements - --xml "$PRODUCTS/ShareTestHost.app"
codesign -d --entitlements - --xml "$PRODUCTS/Hearthnote.app/PlugIns/HearthnoteShare.appex"
cp "$PRODUCTS/Hearthnote.app/Info.plist" /Volumes/workspace/ci_artifacts/Build/Products/Debug-iphonesimulator/Hearthnote.app/Info.plist
cp "$HOME"/Library/Logs/DiagnosticReports/ShareTestHost-*.ips /Volumes/workspace/ci_artifacts/ 2>/dev/null || true
