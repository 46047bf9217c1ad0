#!/usr/bin/env bash
# Action step: the key of the `.build` cache — the runner's OS and architecture, the Swift version and
# the hash of Package.swift (hashFiles() sees only the workspace, not the action's folder).
# Writes key=… and restore-key=… to $GITHUB_OUTPUT.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
version="$(swift --version 2>/dev/null | sed -n 's/.*Swift version \([0-9][0-9.]*\).*/\1/p' | head -n 1)"
if [ -z "$version" ]; then
  echo "error: swift is not on PATH (or 'swift --version' names no version); the evidence action needs a Swift 6 toolchain on the runner." >&2
  exit 1
fi
if command -v sha256sum >/dev/null; then
  hash="$(sha256sum "$root/Package.swift" | cut -c1-16)"
else
  hash="$(shasum -a 256 "$root/Package.swift" | cut -c1-16)"
fi
prefix="evidence-build-${RUNNER_OS:-$(uname -s)}-${RUNNER_ARCH:-$(uname -m)}-swift$version-"
{
  echo "key=$prefix$hash"
  echo "restore-key=$prefix"
} >>"$GITHUB_OUTPUT"
echo "Cache key: $prefix$hash"
