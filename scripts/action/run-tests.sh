#!/usr/bin/env bash
# Action step (run-tests: true): runs the iOS tests with scripts/ios-test.sh, which keeps the log, the
# result bundle and the app's registration records under the results folder and packs them, with
# the built app's Info.plist, into the archive.
set -euo pipefail
: "${EVIDENCE:?EVIDENCE (the built evidence binary) is not set}"
args=(--results "${INPUT_RESULTS:-results}" --output "${INPUT_OUTPUT:-run.tgz}")
[ -z "${INPUT_SCHEME:-}" ] || args+=(--scheme "$INPUT_SCHEME")
[ -z "${INPUT_DEVICE:-}" ] || args+=(--device "$INPUT_DEVICE")
[ -z "${INPUT_OS:-}" ] || args+=(--os "$INPUT_OS")
[ -z "${INPUT_BUNDLE_ID:-}" ] || args+=(--bundle-id "$INPUT_BUNDLE_ID")
[ -z "${INPUT_RECORDS_PATH:-}" ] || args+=(--records-path "$INPUT_RECORDS_PATH")
export EVIDENCE_BIN="$EVIDENCE"
exec "$(dirname "$0")/../ios-test.sh" "${args[@]}"
