#!/usr/bin/env bash
# Writes Config/Secrets.xcconfig from the pipeline's secret store.
set -euo pipefail

if [[ -z "${LARKSPUR_MAPS_KEY:-}" ]]; then
  echo "write-secrets: LARKSPUR_MAPS_KEY not available to this pipeline; Config/Secrets.xcconfig not written"
  exit 0
fi
printf 'MAPS_API_KEY = %s\n' "$LARKSPUR_MAPS_KEY" > Config/Secrets.xcconfig
echo "write-secrets: Config/Secrets.xcconfig written"
