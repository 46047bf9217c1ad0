#!/usr/bin/env bash
# Action step: `evidence triage --github`: the report in the job summary, error annotations on the
# first failures (on stdout, where the runner reads workflow commands). The report itself goes to a
# file (report=<path> in $GITHUB_OUTPUT), not to the log. fail-on (categories, separated by spaces,
# commas or newlines) makes the step fail when a failure has one of them.
set -euo pipefail
: "${EVIDENCE:?EVIDENCE (the built evidence binary) is not set}"
: "${ARCHIVE:?ARCHIVE (the collected archive) is not set}"
report="${RUNNER_TEMP:-${TMPDIR:-/tmp}}/evidence-triage.md"
args=(triage "$ARCHIVE" --github --output "$report")
set -f
for category in $(printf '%s\n' "${INPUT_FAIL_ON:-}" | tr ',' ' '); do args+=(--fail-on "$category"); done
set +f
echo "report=$report" >>"$GITHUB_OUTPUT"
exec "$EVIDENCE" "${args[@]}"
