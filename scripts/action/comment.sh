#!/usr/bin/env bash
# Action step: creates or updates this job's pull request comment — the one whose first line is
# <!-- evidence:comment:<comment-key> --> (scripts/action/job-key.sh) — through `gh api`: lists the
# pull request's comments, then PATCHes the marked one or POSTs a new one. Outside a pull request
# it does nothing. A pull request from a fork gets a read-only token: then, and whenever the token
# may not comment, the comment goes to the job summary with a warning, and the job does not fail.
#
# base (input): the base run for "new since base" — a path to its archive, the name of an artifact
# of the default branch's latest run holding it (downloaded with the checks API's artifact list),
# or `auto` for this job's own artifact name there. No such run yet is a warning, not a failure.
set -euo pipefail
: "${EVIDENCE:?EVIDENCE (the built evidence binary) is not set}"
: "${ARCHIVE:?ARCHIVE (the collected archive) is not set}"
: "${GITHUB_REPOSITORY:?GITHUB_REPOSITORY is not set}"
source "$(dirname "$0")/../ci/lib.sh"
key="${COMMENT_KEY:-evidence}"
marker="<!-- evidence:comment:$key -->"

event="${GITHUB_EVENT_PATH:-}"
number=""
if [ -n "$event" ] && [ -f "$event" ]; then
  number="$(jq -r '.pull_request.number // (if .issue.pull_request then .issue.number else empty end) // empty' "$event")"
fi
if [ -z "$number" ]; then
  echo "Not a pull request (event ${GITHUB_EVENT_NAME:-unknown}): no comment."
  exit 0
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
args=()
[ -z "${INPUT_RULES:-}" ] || args+=(--rules "$INPUT_RULES")
[ -z "${INPUT_PROJECT_ROOT:-}" ] || args+=(--project-root "$INPUT_PROJECT_ROOT")
case "${INPUT_HISTORY:-}" in
  "") ;;
  postgres://*|postgresql://*) args+=(--history "$INPUT_HISTORY") ;;
  *) [ ! -f "$INPUT_HISTORY" ] || args+=(--history "$INPUT_HISTORY") ;;
esac

# The base run: a file, else an artifact of the default branch's latest run.
base="${INPUT_BASE:-}"
if [ -n "$base" ] && [ ! -f "$base" ]; then
  name=$base
  [ "$name" != auto ] || name="${ARTIFACT_NAME:?ARTIFACT_NAME is not set}"
  branch=$(jq -r '.repository.default_branch // empty' "$event")
  # Newest first (the REST API's order); an expired artifact cannot be downloaded.
  id=$(gh api "repos/$GITHUB_REPOSITORY/actions/artifacts?name=$name&per_page=100" \
    --jq "[.artifacts[] | select(.expired | not) | select(.workflow_run.head_branch == \"$branch\") | .id][0] // empty" 2>"$work/gh.err") || id=""
  if [ -n "$id" ] && gh api "repos/$GITHUB_REPOSITORY/actions/artifacts/$id/zip" >"$work/base.zip" 2>>"$work/gh.err"; then
    base="$work/base.zip"
    echo "Base run: artifact $name ($id) of $branch."
  else
    echo "::warning title=evidence base::No artifact named $name from $branch's runs could be downloaded; the comment does not say what is new. $(head -n 1 "$work/gh.err" 2>/dev/null)"
    base=""
  fi
fi
[ -z "$base" ] || args+=(--base "$base")
comment_body "$EVIDENCE" "$ARCHIVE" "$key" "$work/body.md" ${args[@]+"${args[@]}"}
jq -Rs '{body: .}' "$work/body.md" >"$work/payload.json"

# Where the token may not comment: the comment in the job summary instead, and a warning.
to_summary() {
  echo "::warning title=evidence comment::$1 The comment is in the job summary instead. (Does the workflow grant 'pull-requests: write'? A pull request from a fork gets a read-only token.)"
  if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
    { echo; echo "<details><summary>The pull request comment (not posted)</summary>"; echo; tail -n +2 "$work/body.md"; echo; echo "</details>"; } >>"$GITHUB_STEP_SUMMARY"
  fi
  exit 0
}
head_repository=$(jq -r '.pull_request.head.repo.full_name // empty' "$event")
if [ -n "$head_repository" ] && [ "$head_repository" != "$GITHUB_REPOSITORY" ]; then
  to_summary "Pull request #$number comes from the fork $head_repository: its token is read-only."
fi
existing="$(gh api --paginate "repos/$GITHUB_REPOSITORY/issues/$number/comments" \
  --jq "[.[] | select(.body | startswith(\"$marker\n\")) | .id][0] // empty")" ||
  to_summary "Could not list the comments of pull request #$number."
existing="$(printf '%s\n' "$existing" | sed -n '/./{p;q;}')"
if [ -n "$existing" ]; then
  gh api --method PATCH "repos/$GITHUB_REPOSITORY/issues/comments/$existing" --input "$work/payload.json" >/dev/null ||
    to_summary "Could not update comment $existing on pull request #$number."
  echo "Updated the evidence comment ($existing) on pull request #$number."
else
  gh api --method POST "repos/$GITHUB_REPOSITORY/issues/$number/comments" --input "$work/payload.json" >/dev/null ||
    to_summary "Could not comment on pull request #$number."
  echo "Posted the evidence comment on pull request #$number."
fi
