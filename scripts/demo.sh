#!/usr/bin/env bash
# Quick start: installs what the build needs, builds `evidence`, and runs the main job on the sample
# run shipped in samples/sample-run: collect it into an archive, then verify the archive.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build -c release --product evidence >/dev/null
evidence=.build/release/evidence
out=$(mktemp -d)
"$evidence" collect samples/sample-run --output "$out/run.tgz" --commit 0000000
"$evidence" verify "$out/run.tgz"
if "$evidence" --help | grep -q '^  triage '; then
  "$evidence" triage "$out/run.tgz"
fi
echo "The archive is $out/run.tgz (list it with: tar tzf $out/run.tgz)."
