#!/bin/zsh
# ci_scripts/ci_post_clone.sh — Lumenbrook's test host is assembled from SwiftPM products
set -euo pipefail
swift build -c debug --triple arm64-apple-ios17.0-simulator --sdk "$(xcrun --sdk iphonesimulator --show-sdk-path)"
HOST="$CI_DERIVED_DATA_PATH/LumenbrookHost.app"
mkdir -p "$HOST"
cp .build/debug/LumenbrookHost "$HOST/"
cp Support/HostInfo.plist "$HOST/Info.plist"
# resource bundles the host needs at runtime
cp -R .build/debug/LumenCore_LumenCore.bundle "$HOST/"
