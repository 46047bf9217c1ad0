#!/usr/bin/env bash
# Action step: creates or updates the pull request's evidence comment — the one whose first line is
# the marker <!-- evidence:comment --> — through `gh api`: lists the pull request's comments, then
# PATCHes the marked one or POSTs a new one. Outside a pull request it does nothing. A token that may
# not comment (a pull request from a fork) gives a warning, not a failed job.
set -euo pipefail
: "${EVIDENCE:?EVIDENCE (the built evidence binary) is not set}"
: "${ARCHIVE:?ARCHIVE (the collected archive) is not set}"
: "${GITHUB_REPOSITORY:?GITHUB_REPOSITORY is not set}"
marker='<!-- evidence:comment -->'

number=""
if [ -n "${GITHUB_EVENT_PATH:-}" ] && [ -f "$GITHUB_EVENT_PATH" ]; then
  number="$(jq -r '.pull_request.number // (if .issue.pull_request then .issue.number else empty end) // empty' "$GITHUB_EVENT_PATH")"
fi
if [ -z "$number" ]; then
  echo "Not a pull request (event ${GITHUB_EVENT_NAME:-unknown}): no comment."
  exit 0
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$EVIDENCE" comment "$ARCHIVE" >"$work/body.md"
if [ "$(head -n 1 "$work/body.md")" != "$marker" ]; then
  echo "error: the body 'evidence comment' printed does not start with $marker." >&2
  exit 1
fi
jq -Rs '{body: .}' "$work/body.md" >"$work/payload.json"

warn() {
  echo "::warning title=evidence comment::$1 (does the workflow grant 'pull-requests: write'? A pull request from a fork gets a read-only token.)"
  exit 0
}
existing="$(gh api --paginate "repos/$GITHUB_REPOSITORY/issues/$number/comments" \
  --jq "[.[] | select(.body | startswith(\"$marker\")) | .id][0] // empty")" ||
  warn "Could not list the comments of pull request #$number."
existing="$(printf '%s\n' "$existing" | sed -n '/./{p;q;}')"
if [ -n "$existing" ]; then
  gh api --method PATCH "repos/$GITHUB_REPOSITORY/issues/comments/$existing" --input "$work/payload.json" >/dev/null ||
    warn "Could not update comment $existing on pull request #$number."
  echo "Updated the evidence comment ($existing) on pull request #$number."
else
  gh api --method POST "repos/$GITHUB_REPOSITORY/issues/$number/comments" --input "$work/payload.json" >/dev/null ||
    warn "Could not comment on pull request #$number."
  echo "Posted the evidence comment on pull request #$number."
fi
