#!/usr/bin/env bash
# GitLab CI: triage a collected archive, print the report in the job log and keep it as a file (for
# `artifacts:`), and create or update the merge request's note — one per job, found by its first
# line <!-- evidence:comment:<job> --> — through the REST API with curl. Outside a merge request
# pipeline, or without a token, the note is left out with one line saying why.
#
#   scripts/ci/gitlab.sh run.tgz [--report evidence-triage.md] [--base main.tgz] [--fail-on CATEGORY]...
#
# Variables (GitLab's, https://docs.gitlab.com/ci/variables/predefined_variables/):
#   CI_API_V4_URL, CI_PROJECT_ID   the API root and the project (every job has them)
#   CI_MERGE_REQUEST_IID           the merge request; set only in merge request pipelines
#                                  (rules: - if: $CI_PIPELINE_SOURCE == "merge_request_event")
#   CI_JOB_NAME                    names the note, so matrix and parallel jobs keep one each
# and yours:
#   EVIDENCE_GITLAB_TOKEN  a project access token with the `api` scope (Reporter role), as a masked
#                          CI/CD variable: CI_JOB_TOKEN may not write notes. Sent as PRIVATE-TOKEN.
#   EVIDENCE               the evidence binary (default: evidence on PATH)
# The notes API: GET/POST /projects/:id/merge_requests/:merge_request_iid/notes and
# PUT …/notes/:note_id with `body` (https://docs.gitlab.com/api/notes/#merge-requests).
#
# Exit status: triage's (1 when --fail-on matched, 65/66 for a bad archive); a note that cannot be
# written is a warning, not a failed job.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
usage="usage: scripts/ci/gitlab.sh ARCHIVE [--report FILE] [--base ARCHIVE] [--fail-on CATEGORY]..."
report=evidence-triage.md
read_arguments "$usage" "$@"
evidence=$(evidence_binary) || exit 69

status=0
rm -f "$report"   # an earlier run's report must not pass for this one's
"$evidence" triage "$archive" --output "$report" ${triage_args[@]+"${triage_args[@]}"} || status=$?
[ -f "$report" ] || exit "$status"
cat "$report"

warn() { echo "warning: evidence note: $1" >&2; exit "$status"; }
[ -n "${CI_MERGE_REQUEST_IID:-}" ] || { echo "Not a merge request pipeline (CI_MERGE_REQUEST_IID is unset): no note."; exit "$status"; }
[ -n "${EVIDENCE_GITLAB_TOKEN:-}" ] || warn "EVIDENCE_GITLAB_TOKEN is not set (a project access token with the api scope); the report is in the job log and $report."
: "${CI_API_V4_URL:?CI_API_V4_URL is not set: not a GitLab CI job?}"
: "${CI_PROJECT_ID:?CI_PROJECT_ID is not set: not a GitLab CI job?}"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
key=$(job_key "${CI_JOB_NAME:-evidence}")
marker="<!-- evidence:comment:$key -->"
# GitLab's limit for a note is 1,000,000 characters; the default 65,536 keeps it readable.
comment_body "$evidence" "$archive" "$key" "$work/body.md" ${comment_args[@]+"${comment_args[@]}"} || exit 1

notes="$CI_API_V4_URL/projects/$CI_PROJECT_ID/merge_requests/$CI_MERGE_REQUEST_IID/notes"
api() { curl --silent --show-error --fail --header "PRIVATE-TOKEN: $EVIDENCE_GITLAB_TOKEN" "$@"; }
existing=""
for page in $(seq 1 50); do
  api "$notes?per_page=100&page=$page&sort=asc&order_by=created_at" >"$work/page.json" ||
    warn "could not list the notes of merge request !$CI_MERGE_REQUEST_IID (does the token have the api scope?)."
  existing=$(MARKER="$marker" python3 -c '
import json, os, sys
notes = json.load(open(sys.argv[1]))
ids = [str(n["id"]) for n in notes if not n.get("system") and n.get("body", "").startswith(os.environ["MARKER"] + "\n")]
print(ids[0] if ids else ("" if notes else "end"))' "$work/page.json")
  [ -z "$existing" ] || break
done
[ "$existing" != end ] || existing=""
if [ -n "$existing" ]; then
  api --request PUT "$notes/$existing" --data-urlencode "body@$work/body.md" >/dev/null ||
    warn "could not update note $existing on merge request !$CI_MERGE_REQUEST_IID."
  echo "Updated the evidence note ($existing) on merge request !$CI_MERGE_REQUEST_IID."
else
  api --request POST "$notes" --data-urlencode "body@$work/body.md" >/dev/null ||
    warn "could not add a note to merge request !$CI_MERGE_REQUEST_IID."
  echo "Added the evidence note on merge request !$CI_MERGE_REQUEST_IID."
fi
exit "$status"
