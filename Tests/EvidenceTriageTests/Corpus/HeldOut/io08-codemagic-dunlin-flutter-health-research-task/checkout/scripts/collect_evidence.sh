#!/bin/bash
set -x
mkdir -p build/evidence/Build/Products/Debug-iphonesimulator build/evidence/Build/Intermediates.noindex/Runner.build/Debug-iphonesimulator/Runner.build
cp -R ios/build/Build/Products/Debug-iphonesimulator/Runner.app build/evidence/Build/Products/Debug-iphonesimulator/
cp ios/build/Build/Intermediates.noindex/Runner.build/Debug-iphonesimulator/Runner.build/Runner.app-Simulated.xcent build/evidence/Build/Intermediates.noindex/Runner.build/Debug-iphonesimulator/Runner.build/
DATA=$(xcrun simctl get_app_container booted dev.dunlin.study data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" build/evidence/registration.jsonl
xcrun simctl spawn booted log show --style ndjson --last 10m \
  --predicate 'process == "dasd" OR subsystem == "com.apple.BackgroundTasks" OR subsystem == "dev.dunlin.study"' > build/evidence/unified-log.ndjson
exit 0
