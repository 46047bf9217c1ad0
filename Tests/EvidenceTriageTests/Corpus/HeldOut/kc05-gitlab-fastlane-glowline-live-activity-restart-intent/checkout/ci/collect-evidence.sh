#!/bin/bash
set -uo pipefail
products=$(ls -d ~/Library/Developer/Xcode/DerivedData/Glowline-*/Build/Products/Debug-iphonesimulator | head -1)
mkdir -p evidence/Build/Products/Debug-iphonesimulator/Glowline.app/PlugIns/GlowlineWidgets.appex
cp "$products/Glowline.app/Info.plist" evidence/Build/Products/Debug-iphonesimulator/Glowline.app/Info.plist
cp "$products/Glowline.app/PlugIns/GlowlineWidgets.appex/Info.plist" \
   evidence/Build/Products/Debug-iphonesimulator/Glowline.app/PlugIns/GlowlineWidgets.appex/Info.plist
container=$(xcrun simctl get_app_container booted com.glowline.app data)
cp "$container/Library/Caches/evidence/diagnostics.jsonl" evidence/registration.jsonl
