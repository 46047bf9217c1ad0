#!/usr/bin/env bash
# The audit's inputs of issue 28 at full size, each command under 256 MB of address space
# (ulimit -v) and a 30-second timeout, on a release build: an archive of 10^6 empty entries, listed
# in the manifest or not, under logs/ (each read by triage's log reader) and elsewhere; 10^6 failed
# tests in a log and 450,000 in JUnit. The suite runs 10^5 (ResourceLimitTests, FailuresNotKeptTests). One line per run: exit status (124: timed out; 134/137: killed),
# seconds and peak resident memory.
# Usage: scripts/bench/limits.sh [count]
set -euo pipefail
cd "$(dirname "$0")/../.."
count="${1:-1000000}"
swift build -c release --product evidence >/dev/null
evidence="$(swift build -c release --show-bin-path)/evidence"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
printf '%-28s %-9s %5s %8s %9s\n' archive command exit seconds peak-MB
# One command under the limits: a row of the table; a status other than 0, 1, 65 fails the script.
measure() {
  local label=$1
  shift
  set +e
  /usr/bin/time -f 'peak-kb %M elapsed %e' -o "$work/time" \
    sh -c "ulimit -v $((256 * 1024)); exec timeout 30 \"\$0\" \"\$@\"" "$evidence" "$@" >/dev/null 2>"$work/err"
  code=$?
  set -e
  kb=$(sed -n 's/^peak-kb \([0-9]*\).*/\1/p' "$work/time")
  seconds=$(sed -n 's/.*elapsed \([0-9.]*\)/\1/p' "$work/time")
  printf '%-28s %-9s %5s %8s %9s\n' "$label" "$1" "$code" "$seconds" "$(( ${kb:-0} / 1024 ))"
  case "$code" in 0|1|65) ;; *) status=1; head -3 "$work/err" >&2 ;; esac
}
for variant in "extra logs/" "extra e/" "listed logs/"; do
  set -- $variant
  archive="$work/$1-${2%/}.tgz"
  python3 scripts/bench/many-entries.py "$archive" "$count" "$1" "$2"
  for command in verify triage comment xcresult; do
    measure "$(basename "$archive") ($count)" "$command" "$archive"
  done
done
# Failed tests past what a reader keeps (50,000): 10^6 in an xcodebuild log and 450,000 in JUnit
# (scripts/bench/many-failures.py; 10^6 scaled by the count given), each read by `logs`, collected, and
# its archive triaged and commented on. Both were aborted at the limit while every test was kept.
failures=$(( count * 450000 / 1000000 ))
for kind in log junit; do
  n=$count; [ "$kind" = junit ] && n=$failures
  mkdir -p "$work/failures-$kind"
  file="$work/failures-$kind/$( [ "$kind" = junit ] && echo junit.xml || echo xcodebuild-test.log )"
  python3 scripts/bench/many-failures.py "$file" "$n" "$kind"
  measure "$n failed tests ($kind)" logs "$file"
  measure "$n failed tests ($kind)" collect "$work/failures-$kind" --output "$work/failures-$kind.tgz" --commit abc1234
  for command in triage comment; do
    measure "$n failed tests ($kind)" "$command" "$work/failures-$kind.tgz"
  done
  measure "$n failed tests ($kind, JSON)" triage "$work/failures-$kind.tgz" --format json
  rm -rf "$work/failures-$kind"
done
# A log of 64 lines, each 1 MiB of `<key>` tags that never close: the redactor's markup scan (it
# searched to the line's end once per tag, quadratic; MarkupKeyScan reads each line a few times).
mkdir -p "$work/markup"
python3 -c "import sys; line = b'<key>' * ((1 << 20) // 5) + b'\\n'; sys.stdout.buffer.write(line * 64)" >"$work/markup/unclosed-keys.log"
measure "unclosed <key> (64 MiB log)" collect "$work/markup" --output "$work/markup.tgz" --commit abc1234
# The sqlite fuzz's many_rows: 10^6 failed test runs, each with an issue, in a public bundle's
# database (the suite inserts 2x10^5). collect scans the whole database for secrets: its time is
# printed, its bound is the memory (the 30 s timeout is the others').
bundle="../shared/fixtures/xcresult/fastlane__Xcode26-Mixed-XCTest-SwiftTesting.xcresult"
if [ -d "$bundle" ]; then
  mkdir -p "$work/rows"
  cp -R "$bundle" "$work/rows/Rows.xcresult"
  chmod -R u+w "$work/rows/Rows.xcresult"
  sqlite3 "$work/rows/Rows.xcresult/database.sqlite3" "
    INSERT INTO TestCaseRuns(result, testSuiteRun_fk, testCase_fk, duration, orderInTestSuiteRun)
      WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n LIMIT 1000000)
      SELECT 'Failure', (SELECT MIN(rowid) FROM TestSuiteRuns), (SELECT MIN(rowid) FROM TestCases), 0.1, x FROM n;
    INSERT INTO TestIssues(testCaseRun_fk, isTopLevel, compactDescription, issueType)
      SELECT rowid, 1, 'XCTAssertEqual failed: ' || rowid, 'Assertion Failure' FROM TestCaseRuns WHERE orderInTestSuiteRun > 0;"
  measure "10^6 test runs (database)" xcresult "$work/rows/Rows.xcresult"
  /usr/bin/time -f 'peak-kb %M elapsed %e' -o "$work/time" \
    sh -c "ulimit -v $((256 * 1024)); exec timeout -s KILL 300 \"\$0\" \"\$@\"" "$evidence" collect "$work/rows" --output "$work/rows.tgz" --commit abc1234 >/dev/null 2>"$work/err" \
    && code=0 || code=$?
  printf '%-28s %-9s %5s %8s %9s\n' "10^6 test runs (database)" collect "$code" "$(sed -n 's/.*elapsed \([0-9.]*\)/\1/p' "$work/time")" "$(( $(sed -n 's/^peak-kb \([0-9]*\).*/\1/p' "$work/time") / 1024 ))"
  [ "$code" = 0 ] || { status=1; head -3 "$work/err" >&2; }
  measure "10^6 test runs (archive)" triage "$work/rows.tgz"
else
  echo "10^6 test runs: skipped, ../shared/fixtures is absent" >&2
fi
exit $status
