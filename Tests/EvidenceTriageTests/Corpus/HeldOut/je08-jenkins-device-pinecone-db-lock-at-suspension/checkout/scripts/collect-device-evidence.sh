#!/bin/bash
set -euo pipefail
out="$1"; mkdir -p "$out/Build/Products/Debug-iphoneos/Pinecone.app"
xcrun devicectl device copy from --device "$DEVICE_UDID" --domain-type appDataContainer \
  --domain-identifier com.pinecone.trails --source Library/Caches/evidence/diagnostics.jsonl --destination "$out/registration.jsonl"
xcrun devicectl device info files --device "$DEVICE_UDID" --domain-type systemCrashLogs | grep Pinecone- | while read -r f; do
  xcrun devicectl device copy from --device "$DEVICE_UDID" --domain-type systemCrashLogs --source "$f" --destination "$out/$(basename "$f")"
done
cp DerivedData/Build/Products/Debug-iphoneos/Pinecone.app/Info.plist "$out/Build/Products/Debug-iphoneos/Pinecone.app/Info.plist"
