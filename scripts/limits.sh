#!/usr/bin/env bash
# The audit's inputs of issue 28 at full size, each command under 256 MB of address space
# (ulimit -v) and a 30-second timeout, on a release build: an archive of 10^6 empty entries, listed
# in the manifest or not, under logs/ (each read by triage's log reader) and elsewhere. The suite
# runs 10^5 (ResourceLimitTests). One line per run: exit status (124: timed out; 134/137: killed),
# seconds and peak resident memory.
# Usage: scripts/limits.sh [count]
set -euo pipefail
cd "$(dirname "$0")/.."
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
  python3 scripts/many-entries.py "$archive" "$count" "$1" "$2"
  for command in verify triage comment xcresult; do
    measure "$(basename "$archive") ($count)" "$command" "$archive"
  done
done
# A log of 64 lines, each 1 MiB of `<key>` tags that never close: the redactor's markup scan (it
# searched to the line's end once per tag, quadratic; MarkupKeyScan reads each line a few times).
mkdir -p "$work/markup"
python3 -c "import sys; line = b'<key>' * ((1 << 20) // 5) + b'\\n'; sys.stdout.buffer.write(line * 64)" >"$work/markup/unclosed-keys.log"
measure "unclosed <key> (64 MiB log)" collect "$work/markup" --output "$work/markup.tgz" --commit abc1234
exit $status
