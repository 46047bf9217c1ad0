#!/usr/bin/env bash
# Action step: the release of this action's version for the runner's platform, downloaded and checked
# against the release's SHA256SUMS by scripts/install.sh --release-only into $RUNNER_TEMP/evidence;
# writes evidence=<path of the binary> to $GITHUB_OUTPUT. Without such a release (a branch or a
# commit of the action, a platform without a binary) it writes nothing, and the next steps build
# from source as before. A download that does not match its sum fails the step.
# The releases are those of the action's repository (EVIDENCE_RELEASE_URL overrides it).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$root/Sources/EvidenceCore/EvidenceVersion.swift")
if [ -z "${EVIDENCE_RELEASE_URL:-}" ] && [ -n "${ACTION_REPOSITORY:-}" ]; then
  export EVIDENCE_RELEASE_URL="${GITHUB_SERVER_URL:-https://github.com}/$ACTION_REPOSITORY/releases"
fi
prefix="${RUNNER_TEMP:-${TMPDIR:-/tmp}}/evidence"
status=0
"$root/scripts/install.sh" --release-only --version "$version" --prefix "$prefix" || status=$?
case "$status" in
  0) echo "evidence=$prefix/bin/evidence" >>"$GITHUB_OUTPUT" ;;
  2) echo "No release v$version of evidence for this runner: building it from source." ;;
  3) echo "::warning title=evidence::The release v$version does not run on this runner (a shared library is missing: see above); building it from source." ;;
  *) exit "$status" ;;
esac
