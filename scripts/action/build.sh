#!/usr/bin/env bash
# Action step: builds `evidence` in release in the action's folder (its .build is cached) and writes
# evidence=<path of the binary> to $GITHUB_OUTPUT.
# With DOWNLOADED (the release binary scripts/action/download.sh installed) it only names that one.
set -euo pipefail
if [ -n "${DOWNLOADED:-}" ]; then
  echo "evidence=$DOWNLOADED" >>"$GITHUB_OUTPUT"
  "$DOWNLOADED" --version
  exit 0
fi
cd "$(dirname "$0")/../.."
swift build -c release --product evidence
binary="$(swift build -c release --product evidence --show-bin-path)/evidence"
if [ ! -x "$binary" ]; then
  echo "error: swift build reported success but $binary is not an executable." >&2
  exit 1
fi
echo "evidence=$binary" >>"$GITHUB_OUTPUT"
"$binary" --version
