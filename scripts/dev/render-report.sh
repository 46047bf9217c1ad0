#!/usr/bin/env bash
# Renders the triage report and the PR comment to HTML with cmark-gfm (the renderer GitHub's
# Markdown is built on), and to PNG where Chromium is installed, so a person can look at them as a
# reviewer will. Without arguments: the sample run, and an archive of real fixtures when
# ../shared/fixtures is there, both collected as on GitHub Actions (so sources are linked).
#
#   scripts/dev/render-report.sh [--out DIR] [ARCHIVE...]
#
# Writes DIR/<name>-report.html, DIR/<name>-comment.html and triage's own page DIR/<name>-page.html
# (`--format html`), and a .png of each; DIR defaults to .build/rendered. The README's pictures are
# the sample run's page and comment: `--height 1900` keeps them to their first screen.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=.build/rendered
height=4000
archives=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --out) out="$2"; shift 2 ;;
    --height) height="$2"; shift 2 ;;
    -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) archives+=("$1"); shift ;;
  esac
done
command -v cmark-gfm >/dev/null || { echo "error: cmark-gfm is not installed (scripts/setup.sh installs it)." >&2; exit 69; }
swift build --product evidence >/dev/null
evidence=.build/debug/evidence
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [[ ${#archives[@]} -eq 0 ]]; then
  export SOURCE_DATE_EPOCH=1764000000 GITHUB_ACTIONS=true GITHUB_SERVER_URL=https://github.com \
    GITHUB_REPOSITORY=acme/app GITHUB_RUN_ID=42 GITHUB_SHA=0123456789abcdef0123456789abcdef01234567
  "$evidence" collect samples/sample-run -o "$work/sample-run.tgz" >/dev/null
  archives+=("$work/sample-run.tgz")
  fixtures=../shared/fixtures
  if [[ -d $fixtures ]]; then
    # The same inputs as Tests/EvidenceCLITests/RenderedReportTests.swift.
    "$evidence" collect "$fixtures/xcresult/fastlane__Xcode26-Mixed-XCTest-SwiftTesting.xcresult" \
      "$fixtures/xcresult/xcresultparser__resultWithCompileError.xcresult" "$fixtures/logs/xcbeautify__xctest_crash_log.txt" \
      "$fixtures/logs/muter__testRunWithFailures_swift.log" "$fixtures/junit/fastlane_trainer__SwiftTesting.junit.xml" \
      "$fixtures/plists/NetNewsWire__iOS_Resources_Info.plist" -o "$work/fixtures-run.tgz" >/dev/null
    archives+=("$work/fixtures-run.tgz")
  fi
fi

# A page close to GitHub's rendering of a comment: its width, font and the look of code and tables.
page() {
  cat <<'EOF'
<!doctype html><html><head><meta charset="utf-8"><style>
body { font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; color: #1f2328; max-width: 880px; margin: 24px auto; padding: 0 16px; }
code { font: 12px ui-monospace, "DejaVu Sans Mono", monospace; background: #eff1f3; padding: .2em .4em; border-radius: 6px; white-space: break-spaces; overflow-wrap: anywhere; }
blockquote { margin: 0; padding: 0 1em; color: #59636e; border-left: .25em solid #d1d9e0; }
table { border-collapse: collapse; } th, td { border: 1px solid #d1d9e0; padding: 6px 13px; } tr:nth-child(2n) { background: #f6f8fa; }
h1, h2 { border-bottom: 1px solid #d1d9e0; padding-bottom: .3em; } a { color: #0969da; }
details { margin: 8px 0; } summary { cursor: pointer; }
</style></head><body>
EOF
  # GitHub keeps <details> closed; opened here so the picture shows the evidence too.
  cmark-gfm -e table -e autolink -e strikethrough --unsafe | sed 's/<details>/<details open>/'
  echo '</body></html>'
}

browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
for archive in "${archives[@]}"; do
  name=$(basename "$archive"); name=${name%%.*}
  "$evidence" triage "$archive" --color never | page > "$out/$name-report.html"
  "$evidence" comment "$archive" | page > "$out/$name-comment.html"
  "$evidence" triage "$archive" --format html -o "$out/$name-page.html"
  for kind in report comment page; do
    echo "wrote $out/$name-$kind.html"
    if [[ -n $browser ]]; then
      "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=960,"$height" \
        --screenshot="$out/$name-$kind.png" "file://$(realpath "$out/$name-$kind.html")" >/dev/null 2>&1 \
        && echo "wrote $out/$name-$kind.png"
    fi
  done
done
[[ -n $browser ]] || echo "(no Chromium: HTML only; 'apt-get install chromium' for the PNGs)"
