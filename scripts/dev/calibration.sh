#!/usr/bin/env bash
# Runs the classifier over the labelled corpus (Tests/EvidenceTriageTests/Corpus: real phrasings with
# their sources, and whole scenario runs collected and triaged as a pipeline would) and prints, per
# confidence band, how many labels and how many were right, then every wrong label. The bar: labels at
# 0.8 or more are at least 97 % right, with none wrong (the test fails otherwise).
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/setup.sh
report=$(mktemp)
trap 'rm -f "$report"' EXIT
status=0
EVIDENCE_CALIBRATION_REPORT="$report" swift test --filter 'TriageCorpusTests.confidentLabelsAreRight' >/dev/null 2>&1 || status=$?
if [ ! -s "$report" ]; then
  echo "calibration: the corpus test did not run (swift test exited $status); run: swift test --filter TriageCorpusTests" >&2
  exit 1
fi
echo "Triage calibration on the labelled corpus (real phrasings + scenario runs):"
echo
cat "$report"
if [ "$status" -ne 0 ]; then
  echo >&2
  echo "calibration: labels at 0.8 or more miss the bar (97 % right, none wrong): see above." >&2
fi
exit "$status"
