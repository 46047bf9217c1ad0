#!/usr/bin/env bash
# Buildkite: upload the collected archive as the job's artifact and annotate the build with the
# triage — one annotation per job (its context is the step's key or label), replaced when the job
# runs again, styled error when the run failed and success when it passed.
#
#   scripts/ci/buildkite.sh run.tgz [--base main.tgz] [--fail-on CATEGORY]...
#
# `buildkite-agent annotate [body]` reads the body from standard input, at most 1 MiB; the same
# --context replaces the annotation (https://buildkite.com/docs/agent/cli/reference/annotate).
# `buildkite-agent artifact upload PATH` (https://buildkite.com/docs/agent/cli/reference/artifact).
# Variables (https://buildkite.com/docs/pipelines/configure/environment-variables): BUILDKITE_STEP_KEY,
# else BUILDKITE_LABEL, name the annotation; EVIDENCE is the evidence binary (default: on PATH).
#
# Exit status: triage's (1 when --fail-on matched); 69 when buildkite-agent or evidence is missing.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
usage="usage: scripts/ci/buildkite.sh ARCHIVE [--base ARCHIVE] [--fail-on CATEGORY]..."
read_arguments "$usage" "$@"
evidence=$(evidence_binary) || exit 69
command -v buildkite-agent >/dev/null 2>&1 ||
  { echo "error: buildkite-agent is not on PATH; run this in a Buildkite job step." >&2; exit 69; }

buildkite-agent artifact upload "$archive"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
key=$(job_key "${BUILDKITE_STEP_KEY:-${BUILDKITE_LABEL:-evidence}}")
# The comment's form: bounded (1 MiB is the annotation's limit), failures folded in <details>.
comment_body "$evidence" "$archive" "$key" "$work/body.md" --max-chars 1000000 ${comment_args[@]+"${comment_args[@]}"}
style=success
[ "$(run_outcome "$evidence" "$archive")" = passed ] || style=error
buildkite-agent annotate --style "$style" --context "evidence-$key" <"$work/body.md"
echo "Annotated the build (context evidence-$key, style $style)."
status=0
"$evidence" triage "$archive" ${triage_args[@]+"${triage_args[@]}"} >/dev/null || status=$?
exit "$status"
