#!/usr/bin/env bash
# Action step: `evidence collect` of the paths input (newline- or space-separated; missing ones are
# listed in the manifest, not fatal: a run whose build failed has no .app) into the output input;
# project-root is the checkout the failing code is read from.
# With run-tests: true, scripts/ios-test.sh has already written the archive: it is kept.
# Writes archive=<path> to $GITHUB_OUTPUT.
set -euo pipefail
: "${EVIDENCE:?EVIDENCE (the built evidence binary) is not set}"
output="${INPUT_OUTPUT:-run.tgz}"
if [ "${INPUT_RUN_TESTS:-false}" = true ] && [ -f "$output" ]; then
  echo "scripts/ios-test.sh has collected $output."
else
  paths=()
  set -f
  for path in ${INPUT_PATHS-results}; do paths+=("$path"); done
  set +f
  if [ ${#paths[@]} -eq 0 ]; then
    echo "error: the paths input is empty; name the files and folders to collect (default: results)." >&2
    exit 64
  fi
  args=(collect "${paths[@]}" --output "$output" --skip-missing)
  [ -z "${INPUT_COMPRESSION:-}" ] || args+=(--compression "$INPUT_COMPRESSION")
  [ -z "${INPUT_PROJECT_ROOT:-}" ] || args+=(--project-root "$INPUT_PROJECT_ROOT")
  "$EVIDENCE" "${args[@]}"
fi
echo "archive=$output" >>"$GITHUB_OUTPUT"
