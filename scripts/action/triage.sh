#!/usr/bin/env bash
# Action step: `evidence triage --github`: the report in the job summary, error annotations on the
# first failures (workflow commands: printed here with check-run: false, else by the check run step
# where it cannot make a check run; annotations=<path> in $GITHUB_OUTPUT). The report itself goes to a
# file (report=<path> in $GITHUB_OUTPUT), not to the log, and the same triage as an HTML page
# (page=<path>), which the next step uploads. fail-on (categories, separated by spaces,
# commas or newlines) makes the step fail when a failure has one of them; rules, project-root and
# history go to triage as they are. With history, the run is also recorded (`evidence history add`)
# when record-history is true, or auto and this is a push to the repository's default branch —
# the runs "failing since" counts.
set -euo pipefail
: "${EVIDENCE:?EVIDENCE (the built evidence binary) is not set}"
: "${ARCHIVE:?ARCHIVE (the collected archive) is not set}"
report="${RUNNER_TEMP:-${TMPDIR:-/tmp}}/evidence-triage.md"
args=(triage "$ARCHIVE" --github --output "$report")
set -f
for category in $(printf '%s\n' "${INPUT_FAIL_ON:-}" | tr ',' ' '); do args+=(--fail-on "$category"); done
set +f
[ -z "${INPUT_RULES:-}" ] || args+=(--rules "$INPUT_RULES")
[ -z "${INPUT_PROJECT_ROOT:-}" ] || args+=(--project-root "$INPUT_PROJECT_ROOT")
history="${INPUT_HISTORY:-}"
record=false
if [ -n "$history" ]; then
  case "${INPUT_RECORD_HISTORY:-auto}" in
    true) record=true ;;
    false) ;;
    auto)
      default_branch=""
      [ -z "${GITHUB_EVENT_PATH:-}" ] || [ ! -f "$GITHUB_EVENT_PATH" ] ||
        default_branch=$(jq -r '.repository.default_branch // empty' "$GITHUB_EVENT_PATH")
      [ "${GITHUB_EVENT_NAME:-}" != push ] || [ -z "$default_branch" ] ||
        [ "${GITHUB_REF:-}" != "refs/heads/$default_branch" ] || record=true ;;
    *) echo "error: record-history is '$INPUT_RECORD_HISTORY'; use true, false or auto." >&2; exit 64 ;;
  esac
  # A SQLite history that does not exist yet has no past to show: triage reads it once it does.
  case "$history" in
    postgres://*|postgresql://*) args+=(--history "$history") ;;
    *) [ ! -f "$history" ] || args+=(--history "$history") ;;
  esac
fi
# The annotations (workflow commands on standard output) are kept in a file: the check run step
# makes its own, on every failure, and prints these only where it cannot (check-run: false, a fork).
annotations="${RUNNER_TEMP:-${TMPDIR:-/tmp}}/evidence-annotations.txt"
{
  echo "report=$report"
  echo "annotations=$annotations"
} >>"$GITHUB_OUTPUT"
status=0
"$EVIDENCE" "${args[@]}" >"$annotations" || status=$?
[ "${INPUT_CHECK_RUN:-true}" = true ] || cat "$annotations"
# The same triage as one self-contained HTML page, uploaded beside the archive (page=<path>): what an
# engineer opens from the run's artifacts. Its exit status is the report's, already counted.
page="${RUNNER_TEMP:-${TMPDIR:-/tmp}}/evidence-report.html"
page_args=(triage "$ARCHIVE" --format html --output "$page")
[ -z "${INPUT_RULES:-}" ] || page_args+=(--rules "$INPUT_RULES")
[ -z "${INPUT_PROJECT_ROOT:-}" ] || page_args+=(--project-root "$INPUT_PROJECT_ROOT")
if "$EVIDENCE" "${page_args[@]}" 2>/dev/null || [ -s "$page" ]; then
  echo "page=$page" >>"$GITHUB_OUTPUT"
fi
if $record; then
  add=(history add "$ARCHIVE" --db "$history")
  [ -z "${INPUT_RULES:-}" ] || add+=(--rules "$INPUT_RULES")
  "$EVIDENCE" "${add[@]}" || status=$?
fi
exit "$status"
