#!/bin/bash
# Packages the macOS companion (SwiftPM executable) into dist/Pushpin.app.
set -euo pipefail
swift build -c release --product Pushpin
APP=dist/Pushpin.app
rm -rf "$APP" && mkdir -p "$APP/Contents/MacOS" "$APP/Contents/Resources"
cp .build/release/Pushpin "$APP/Contents/MacOS/Pushpin"
cp Companion/Info.plist "$APP/Contents/Info.plist"
cp Companion/Assets/AppIcon.icns "$APP/Contents/Resources/"
codesign --force --options runtime --sign "${SIGN_IDENTITY:--}" "$APP"
