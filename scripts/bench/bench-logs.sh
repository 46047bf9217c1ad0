#!/usr/bin/env bash
# Log reader throughput: generates a synthetic xcodebuild log (default 200 MB: build steps with long
# compiler command lines, XCTest and Swift Testing results, failures with multi-line messages, a few
# crashes and ANSI colours), then reads it with `evidence logs` (release build) and with
# `grep -c error`, in one run, and prints MB/s and peak memory for both. Target: ≥ 100 MB/s, and a
# peak memory that stays flat when the log grows (run with SIZE_MB=50 and SIZE_MB=200 to compare).
# Each command runs three times; the best time and the highest peak are printed.
#
#   scripts/bench/bench-logs.sh [SIZE_MB]        (SIZE_MB defaults to 200; KEEP=1 keeps the log)
set -euo pipefail
cd "$(dirname "$0")/../.."
size_mb="${1:-${SIZE_MB:-200}}"
work="$(mktemp -d)"
trap '[ "${KEEP:-0}" = 1 ] || rm -rf "$work"' EXIT
log="$work/xcodebuild-test.log"

swift build -c release --product evidence >/dev/null
evidence="$(swift build -c release --show-bin-path)/evidence"

python3 - "$log" "$size_mb" <<'PY'
import sys
path, size_mb = sys.argv[1], int(sys.argv[2])
target = size_mb * 1000 * 1000
flags = " ".join(f"-I/Users/ci/DerivedData/App/Build/Products/Debug-iphonesimulator/Module{i}.framework/Headers" for i in range(15))
def build_block(n):
    return (f"SwiftCompile normal arm64 /Users/ci/src/App/Sources/Feature{n}/File{n}.swift (in target 'App' from project 'App')\n"
            f"    cd /Users/ci/src/App\n"
            f"    /Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/bin/swiftc -module-name App -Onone {flags} -c /Users/ci/src/App/Sources/Feature{n}/File{n}.swift\n\n")
def test_block(n):
    suite, name = f"SyncRefreshJobTests{n % 97}", f"testRepeatedRunIsIdempotent{n % 61}"
    lines = [f"Test Case '-[AppTests.{suite} {name}]' started.\n"]
    if n % 50 == 0:
        lines.append(f"/Users/ci/src/App/Tests/{suite}.swift:{n % 400 + 1}: error: -[AppTests.{suite} {name}] : XCTAssertEqual failed: (\"[\\\"42\\\", \\\"42\\\"]\") is not equal to (\"[\\\"42\\\"]\")\n")
        lines.append("expected one record after two runs\n  store.items = [42, 42]\n")
        lines.append(f"Test Case '-[AppTests.{suite} {name}]' failed (0.{n % 1000:03d} seconds).\n")
    else:
        lines.append(f"\x1b[32mTest Case '-[AppTests.{suite} {name}]' passed (0.{n % 1000:03d} seconds).\x1b[0m\n")
    if n % 10 == 0:
        lines.append(f"\u25c7 Test refreshCommitsAtomically{n % 13}() started.\n\u2714 Test refreshCommitsAtomically{n % 13}() passed after 0.002 seconds.\n")
    if n % 5000 == 0:
        lines.append(f"Restarting after unexpected exit, crash, or test timeout in {suite}.{name}(); summary will include totals from previous launches.\n")
    return "".join(lines)
written, n = 0, 0
with open(path, "w", encoding="utf-8") as out:
    out.write("Command line invocation:\n    /Applications/Xcode.app/Contents/Developer/usr/bin/xcodebuild test -scheme App\n\n")
    while written < target:
        chunk = "".join(build_block(n + i) if (n + i) % 4 == 0 else test_block(n + i) for i in range(200))
        out.write(chunk)
        written += len(chunk.encode())
        n += 200
    out.write("Failing tests:\n\tSyncRefreshJobTests0.testRepeatedRunIsIdempotent0()\n** TEST FAILED **\n")
PY

bytes=$(wc -c < "$log")
measure() {  # "best_ms peak_kb" over 3 runs: wall time by clock, peak RSS by /usr/bin/time
  local best="" peak="?" start end ms run_peak
  for _ in 1 2 3; do
    start=$(date +%s%N)
    if [ -x /usr/bin/time ]; then
      run_peak=$( { /usr/bin/time -f "%M" "$@" >/dev/null; } 2>&1 | tail -1 )
      if [ "$peak" = "?" ] || [ "$run_peak" -gt "$peak" ]; then peak=$run_peak; fi
    else
      "$@" >/dev/null
    fi
    end=$(date +%s%N)
    ms=$(( (end - start) / 1000000 ))
    if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
  done
  echo "$best $peak"
}
sync "$log" 2>/dev/null || sync  # the generator's writes must not be flushed during the timing
cat "$log" >/dev/null  # warm the page cache so both readers see the same disk state
read -r reader_ms reader_kb < <(measure "$evidence" logs "$log")
read -r grep_ms grep_kb < <(measure grep -c error "$log")
lines=$(wc -l < "$log")
"$evidence" logs "$log" | tail -1 | sed 's/^/evidence logs: /'
python3 - "$bytes" "$reader_ms" "$reader_kb" "$grep_ms" "$grep_kb" "$lines" <<'PY'
import sys
size, rs, rk, gs, gk, lines = sys.argv[1:]
size = int(size) / 1e6
rs, gs = float(rs) / 1000, float(gs) / 1000
def rate(seconds): return size / max(float(seconds), 1e-3)
print(f"log: {size:.0f} MB, {int(lines)} lines")
print(f"evidence logs : {float(rs):6.2f} s  {rate(rs):7.0f} MB/s  peak {rk} KB")
print(f"grep -c error : {float(gs):6.2f} s  {rate(gs):7.0f} MB/s  peak {gk} KB")
print(f"ratio (evidence / grep time): {float(rs) / max(float(gs), 1e-3):.1f}x; target ≥ 100 MB/s: {'met' if rate(rs) >= 100 else 'NOT met'}")
PY
