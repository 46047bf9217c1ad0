#!/bin/bash
# Copies what the triage tooling needs out of the simulator and DerivedData.
set -x
mkdir -p evidence
UDID=A3F07C21-5D9E-4B18-8E62-0F4C7D1B9A55
CONTAINER=$(xcrun simctl get_app_container "$UDID" com.larkspur.mail data)
cp "$CONTAINER/Library/Caches/evidence/diagnostics.jsonl" evidence/registration.jsonl
mkdir -p evidence/Build/Products/Debug-iphonesimulator/Larkspur.app
cp "$DERIVED/Build/Products/Debug-iphonesimulator/Larkspur.app/Info.plist" evidence/Build/Products/Debug-iphonesimulator/Larkspur.app/Info.plist
cp -R TestResults.xcresult evidence/
