# Shared by the scripts in scripts/ci/ (sourced, not run): finding `evidence`, the per-job marker of
# a comment, and the triage's outcome, so each CI's script only says how that CI shows a report.

# The evidence binary: $EVIDENCE, else `evidence` on PATH.
evidence_binary() {
  local binary="${EVIDENCE:-evidence}"
  if ! command -v "$binary" >/dev/null 2>&1; then
    echo "error: $binary is not an executable on PATH; install evidence (README: Install) or set EVIDENCE to its path." >&2
    return 69
  fi
  printf '%s\n' "$binary"
}

# A key made of the job's name (and matrix values), safe in a marker, an artifact name and a
# Buildkite context: letters, digits, '.', '_' and '-'; anything else becomes '-'.
job_key() {
  printf '%s' "$*" | LC_ALL=C tr -c 'A-Za-z0-9._-' '-' | LC_ALL=C tr -s '-' | sed 's/^-//; s/-$//'
}

# `evidence comment` of the archive into FILE, its first line replaced by a marker naming the job
# (<!-- evidence:comment:KEY -->), so that the jobs of one pipeline each keep their own comment.
# Extra arguments go to `evidence comment` (--base, --history, --rules, --max-chars…).
comment_body() {
  local evidence=$1 archive=$2 key=$3 file=$4
  shift 4
  "$evidence" comment "$archive" "$@" >"$file.tmp"
  if [ "$(head -n 1 "$file.tmp")" != '<!-- evidence:comment -->' ]; then
    echo "error: the body 'evidence comment' printed does not start with <!-- evidence:comment -->." >&2
    rm -f "$file.tmp"
    return 1
  fi
  { printf '<!-- evidence:comment:%s -->\n' "$key"; tail -n +2 "$file.tmp"; } >"$file"
  rm -f "$file.tmp"
}

# Prints "failed" when the run failed (a failed test, a failed build or no test run at all), else
# "passed", from the triage document (python3 reads it: macOS and the CI images have it).
run_outcome() {
  local evidence=$1 archive=$2
  "$evidence" triage "$archive" --format json | python3 -c '
import json, sys
document = json.load(sys.stdin)
failed = document["summary"]["failed"] > 0 or not document["build"]["succeeded"] or document.get("infrastructure")
print("failed" if failed else "passed")'
}

# Reads the scripts' arguments — ARCHIVE [--base ARCHIVE] [--fail-on CATEGORY]..., and --report FILE
# when the caller has set `report` — into the globals archive, report, triage_args and comment_args.
# The first argument is the usage line; a usage error exits 64.
read_arguments() {
  local usage=$1
  shift
  archive="" triage_args=() comment_args=()
  while [ $# -gt 0 ]; do
    case "$1" in
      --report)
        [ -n "${report+set}" ] || { echo "error: unknown option '$1'; $usage" >&2; exit 64; }
        [ $# -ge 2 ] || { echo "error: --report needs a file; $usage" >&2; exit 64; }
        report=$2; shift 2 ;;
      --base) [ $# -ge 2 ] || { echo "error: --base needs an archive; $usage" >&2; exit 64; }; comment_args+=(--base "$2"); shift 2 ;;
      --fail-on) [ $# -ge 2 ] || { echo "error: --fail-on needs a category; $usage" >&2; exit 64; }; triage_args+=(--fail-on "$2"); shift 2 ;;
      -h|--help) echo "$usage"; exit 0 ;;
      -*) echo "error: unknown option '$1'; $usage" >&2; exit 64 ;;
      *) [ -z "$archive" ] || { echo "error: one archive only; $usage" >&2; exit 64; }; archive=$1; shift ;;
    esac
  done
  [ -n "$archive" ] || { echo "error: no archive given; $usage" >&2; exit 64; }
}
