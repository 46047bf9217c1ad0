#!/usr/bin/env bash
# Xcode Cloud: called from ci_scripts/ci_post_xcodebuild.sh. After the test action's xcodebuild
# (CI_XCODEBUILD_ACTION test-without-building; Xcode Cloud builds for testing first, then tests),
# collects the result bundle, the built app and the failing code into an archive and prints the
# triage in the build log. Other actions (build-for-testing, archive, analyze) are left alone.
#
#   scripts/ci/xcode-cloud.sh [--output FILE] [--fail-on CATEGORY]...
#
# Xcode Cloud's variables (https://developer.apple.com/documentation/xcode/environment-variable-reference):
#   CI_XCODEBUILD_ACTION         the xcodebuild action that ran
#   CI_RESULT_BUNDLE_PATH        the result bundle of that action
#   CI_DERIVED_DATA_PATH         the derived data (Build/Products/…-iphonesimulator/*.app)
#   CI_PRIMARY_REPOSITORY_PATH   the checkout (for the failing code, --project-root)
#   CI_XCODEBUILD_EXIT_CODE      xcodebuild's exit status (the step keeps failing when it did)
# Custom scripts: https://developer.apple.com/documentation/xcode/writing-custom-build-scripts
#
# The archive goes to --output (default: $CI_DERIVED_DATA_PATH/evidence/run.tgz). Xcode Cloud keeps
# only its own artifacts (logs, result bundle, products): upload the archive yourself if you want it
# kept (your storage's CLI, after this script). Exit status: 0, or 1 when --fail-on matched; a
# collect or triage that fails says why and exits with its status.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
usage="usage: scripts/ci/xcode-cloud.sh [--output FILE] [--fail-on CATEGORY]..."
output="" triage_args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --output) [ $# -ge 2 ] || { echo "error: --output needs a file; $usage" >&2; exit 64; }; output=$2; shift 2 ;;
    --fail-on) [ $# -ge 2 ] || { echo "error: --fail-on needs a category; $usage" >&2; exit 64; }; triage_args+=(--fail-on "$2"); shift 2 ;;
    -h|--help) echo "$usage"; exit 0 ;;
    *) echo "error: unknown argument '$1'; $usage" >&2; exit 64 ;;
  esac
done
case "${CI_XCODEBUILD_ACTION:-}" in
  test-without-building|test) ;;
  "") echo "error: CI_XCODEBUILD_ACTION is not set: run this from ci_scripts/ci_post_xcodebuild.sh in Xcode Cloud." >&2; exit 64 ;;
  *) echo "evidence: nothing to collect after xcodebuild $CI_XCODEBUILD_ACTION."; exit 0 ;;
esac
: "${CI_DERIVED_DATA_PATH:?CI_DERIVED_DATA_PATH is not set}"
evidence=$(evidence_binary) || exit 69
output=${output:-$CI_DERIVED_DATA_PATH/evidence/run.tgz}
mkdir -p "$(dirname "$output")"

paths=()
[ -z "${CI_RESULT_BUNDLE_PATH:-}" ] || paths+=("$CI_RESULT_BUNDLE_PATH")
shopt -s nullglob
for app in "$CI_DERIVED_DATA_PATH"/Build/Products/*-iphonesimulator/*.app; do
  case "$app" in *-Runner.app) ;; *) paths+=("$app") ;; esac   # UI-test runners are not the app
done
shopt -u nullglob
if [ ${#paths[@]} -eq 0 ]; then
  echo "evidence: no result bundle (CI_RESULT_BUNDLE_PATH) and no built app under $CI_DERIVED_DATA_PATH/Build/Products: nothing to collect." >&2
  exit 0
fi
root_args=()
[ -z "${CI_PRIMARY_REPOSITORY_PATH:-}" ] || root_args=(--project-root "$CI_PRIMARY_REPOSITORY_PATH")
"$evidence" collect "${paths[@]}" --skip-missing --output "$output" ${root_args[@]+"${root_args[@]}"}
echo "evidence: xcodebuild $CI_XCODEBUILD_ACTION exited ${CI_XCODEBUILD_EXIT_CODE:-?}; the archive is $output."
exec "$evidence" triage "$output" --color never ${root_args[@]+"${root_args[@]}"} ${triage_args[@]+"${triage_args[@]}"}
