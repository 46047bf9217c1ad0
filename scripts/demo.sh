#!/usr/bin/env bash
# Quick start: installs only what the build links (scripts/setup.sh --build-only: the development
# packages of the C libraries, not the tools the tests use), builds `evidence`, and runs the main job on the sample
# run shipped in samples/sample-run: collect it (with the failing code from samples/sample-checkout) into an archive, verify the archive, triage it; then
# the configuration gate on the sample's built app (which fails, on purpose: see samples/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$(uname -s)" = Darwin ]; then
  eval "$(scripts/setup.sh --build-only)"   # Homebrew's libraries: exports PKG_CONFIG_PATH
else
  scripts/setup.sh --build-only
fi
# The debug build (the library's layers are optimised in it too, see Package.swift): the one
# scripts/test.sh builds on, so following the README's quick start compiles the package once.
swift build --product evidence >/dev/null
evidence=$(swift build --product evidence --show-bin-path)/evidence
out=$(mktemp -d)
sample=samples/sample-run
checkout=samples/sample-checkout
echo "\$ evidence collect $sample --project-root $checkout --output $out/run.tgz"
"$evidence" collect "$sample" --project-root "$checkout" --output "$out/run.tgz" --commit 0000000
echo; echo "\$ evidence verify $out/run.tgz"
"$evidence" verify "$out/run.tgz"
echo; echo "\$ evidence triage $out/run.tgz"
"$evidence" triage "$out/run.tgz"
echo; echo "\$ evidence gate --app $sample/Build/Products/Debug-iphonesimulator/BackgroundSyncApp.app --diagnostics $sample/diagnostics/registration.jsonl"
if "$evidence" gate --app "$sample/Build/Products/Debug-iphonesimulator/BackgroundSyncApp.app" \
    --diagnostics "$sample/diagnostics/registration.jsonl"; then
  echo "unexpected: the sample's gate should fail" >&2
  exit 1
fi
echo "(the gate fails as it should: the sample app's plist lacks com.example.app.cleanup and the processing mode)"
echo; echo "The archive is $out/run.tgz (list it with: tar tzf $out/run.tgz)."
