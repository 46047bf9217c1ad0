#!/usr/bin/env bash
# Action step: names this job's artifact and comment, so the jobs of a matrix (or several jobs using
# the action) neither collide in upload-artifact nor overwrite one comment. The key is the job's id
# and its matrix values (JOB from github.job, MATRIX from toJSON(matrix): "null" outside a matrix),
# e.g. "ios-tests-iPhone-16-18.2". Writes key=…, artifact-name=… (input artifact-name, else
# evidence-<key>) and comment-key=… (input comment-key, else the key) to $GITHUB_OUTPUT.
set -euo pipefail
source "$(dirname "$0")/../ci/lib.sh"
values=$(printf '%s' "${MATRIX:-null}" | jq -r 'if type == "object" then [.[] | if type == "string" then . else tojson end] | join(" ") else "" end') || {
  echo "error: the matrix is not JSON: ${MATRIX:-}" >&2
  exit 1
}
key=$(job_key "${JOB:-evidence} $values")
{
  echo "key=$key"
  echo "artifact-name=${INPUT_ARTIFACT_NAME:-evidence-$key}"
  echo "comment-key=$(job_key "${INPUT_COMMENT_KEY:-$key}")"
} >>"$GITHUB_OUTPUT"
echo "This job's evidence: artifact ${INPUT_ARTIFACT_NAME:-evidence-$key}, comment <!-- evidence:comment:$(job_key "${INPUT_COMMENT_KEY:-$key}") -->."
