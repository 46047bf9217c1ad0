#!/usr/bin/env bash
# Benchmarks the native .xcresult reader (release build): every fixture bundle, a synthetic bundle of
# 50,000 objects, and a bundle whose attachments weigh 200 MB (on disk and inside a run.tgz).
# Prints objects/second, peak memory (RSS), and ratios against the raw floor on the same input:
# `cat` of every object file, and `zstd -d` of every object file.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product evidence >/dev/null
bin="$(swift build -c release --show-bin-path)/evidence"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
objects="${OBJECTS:-50000}"

# measure <label> <command...>: prints CPU seconds and peak RSS (KiB) of the command.
measure() {
  local label="$1"; shift
  # CPU seconds (user + system): wall time is noisy on a shared machine.
  /usr/bin/time -f "%U %S %M" -o "$work/time" "$@" >/dev/null 2>"$work/stderr" || { cat "$work/stderr" >&2; exit 1; }
  read -r user system rss <"$work/time"
  printf '%s %s %s\n' "$label" "$(echo "$user + $system" | bc)" "$rss"
}

python3 - "$work" "$objects" <<'PY'
import hashlib, base64, os, plistlib, sys, random
work, total = sys.argv[1], int(sys.argv[2])
def lstr(s): b = s.encode(); return b"%d:" % len(b) + b
def scalar(t, v): return b"[T[K2:_nV" + lstr(t) + b"]K2:_vV" + lstr(v) + b"]"
def string(v): return scalar("String", v)
def obj(t, fields): return b"[T[K2:_nV" + lstr(t) + b"]" + b"".join(b"K" + lstr(k) + v for k, v in fields) + b"]"
def arr(xs): return b"[T[K2:_nV5:Array]" + b"".join(xs) + b"]"
def ref(i): return obj("Reference", [("id", string(i))])
def digest(i): return base64.urlsafe_b64decode(i[2:])
class Bundle:
    def __init__(self, path):
        self.path = path; os.makedirs(path + "/Data", exist_ok=True)
    def add(self, data, refs=()):
        hashed = b"".join(b"\x00" + digest(r) for r in refs)
        oid = "0~" + base64.urlsafe_b64encode(hashlib.blake2b(hashed + data).digest()).decode()
        n = len(refs)
        count = bytes([n]) if n < 0x80 else (bytes([0x81, n]) if n < 256 else bytes([0x82, n >> 8, n & 255]))
        open(f"{self.path}/Data/data.{oid}", "wb").write(data)
        open(f"{self.path}/Data/refs.{oid}", "wb").write(count + b"".join(b"\x41\x00" + digest(r) for r in refs))
        return oid
    def finish(self, root):
        plistlib.dump({"rootId": {"hash": root}, "storage": {"backend": "fileBacked2", "compression": "standard"},
                       "version": {"major": 3, "minor": 53}, "externalLocations": []}, open(self.path + "/Info.plist", "wb"))
def build(path, tests, attachments=0, attachment_size=0):
    b = Bundle(path); rnd = random.Random(7)
    suites = {}
    payloads = []
    for a in range(attachments):
        blob = b"\x89PNG" + rnd.randbytes(attachment_size - 4)
        payloads.append((b.add(blob), len(blob)))
    for t in range(tests):
        suite = "Suite%03d" % (t % 500); name = "test%05d()" % t
        failed = t % 97 == 0
        fields = [("name", string(name)), ("identifier", string(f"{suite}/{name}")),
                  ("testStatus", string("Failure" if failed else "Success")), ("duration", scalar("Double", "0.0%d" % (t % 9 + 1)))]
        if failed:
            fields.append(("failureSummaries", arr([obj("ActionTestFailureSummary", [("message", string("XCTAssertEqual failed: (\"%d\") is not equal to (\"0\")" % t)),
                ("fileName", string(f"/src/{suite}.swift")), ("lineNumber", scalar("Int", str(t % 300 + 1)))])])))
        if t < len(payloads):
            pid, size = payloads[t]
            fields.append(("activitySummaries", arr([obj("ActionTestActivitySummary", [("title", string("Screenshot")), ("attachments", arr([obj("ActionTestAttachment", [
                ("name", string("screen-%d.png" % t)), ("uniformTypeIdentifier", string("public.png")), ("payloadRef", ref(pid)), ("payloadSize", scalar("Int", str(size)))])]))])])))
        sid = b.add(obj("ActionTestSummary", fields), [p for p, _ in payloads[t:t+1]] if t < len(payloads) else [])
        suites.setdefault(suite, []).append((name, suite, failed, sid))
    groups = [obj("ActionTestSummaryGroup", [("name", string(s)), ("identifier", string(s)), ("subtests", arr([obj("ActionTestMetadata", [
        ("name", string(n)), ("identifier", string(f"{s}/{n}")), ("testStatus", string("Failure" if f else "Success")), ("summaryRef", ref(i))]) for n, s, f, i in ms]))])
        for s, ms in suites.items()]
    all_ids = [i for ms in suites.values() for _, _, _, i in ms]
    tests_id = b.add(obj("ActionTestPlanRunSummaries", [("summaries", arr([obj("ActionTestPlanRunSummary", [("name", string("Config")),
        ("testableSummaries", arr([obj("ActionTestableSummary", [("name", string("AppTests")), ("testKind", string("app hosted")), ("tests", arr(groups))])]))])]))]), all_ids)
    root = b.add(obj("ActionsInvocationRecord", [("actions", arr([obj("ActionRecord", [("schemeCommandName", string("Test")), ("testPlanName", string("Plan")),
        ("actionResult", obj("ActionResult", [("status", string("failed")), ("testsRef", ref(tests_id))]))])]))]), [tests_id])
    b.finish(root)
build(f"{work}/Synthetic.xcresult", total - 2)
build(f"{work}/Attachments.xcresult", 1000, attachments=20, attachment_size=10 * 1024 * 1024)
PY

echo "== fixtures (../shared/fixtures/xcresult), automatic source"
fixture_objects=0
start=$(date +%s.%N)
for bundle in ../shared/fixtures/xcresult/*.xcresult; do
  "$bin" xcresult "$bundle" --format json >/dev/null
  "$bin" xcresult "$bundle" --format json --verify-ids --source objects >/dev/null 2>&1 || true
done
echo "  all $(ls -d ../shared/fixtures/xcresult/*.xcresult | wc -l) bundles read twice (json; objects with --verify-ids) in $(echo "$(date +%s.%N) - $start" | bc) s"

echo "== synthetic bundle: $objects objects (raw), object store"
read -r _ native rss < <(measure native "$bin" xcresult "$work/Synthetic.xcresult" --format json --source objects)
read -r _ verified vrss < <(measure verified "$bin" xcresult "$work/Synthetic.xcresult" --format json --source objects --verify-ids)
read -r _ floor _ < <(measure cat bash -c "find '$work/Synthetic.xcresult/Data' -name 'data.*' -print0 | xargs -0 cat")
printf '  native reader:        %6.2f s CPU  %8.0f objects/s  peak %6d KiB\n' "$native" "$(echo "$objects / $native" | bc -l)" "$rss"
printf '  with BLAKE2b IDs:     %6.2f s CPU  %8.0f objects/s  peak %6d KiB\n' "$verified" "$(echo "$objects / $verified" | bc -l)" "$vrss"
printf '  cat of every object:  %6.2f s CPU  (reader / cat = %.2fx)\n' "$floor" "$(echo "$native / $floor" | bc -l)"

echo "== the same bundle with every object zstd-compressed as Xcode does (no content size in the frame)"
cp -r "$work/Synthetic.xcresult" "$work/Compressed.xcresult"
find "$work/Compressed.xcresult/Data" -name 'data.*' -print0 | xargs -0 zstd -q -f --rm --no-content-size
python3 -c 'import os,sys; d=sys.argv[1]; [os.replace(os.path.join(d,f), os.path.join(d,f[:-4])) for f in os.listdir(d) if f.endswith(".zst")]' "$work/Compressed.xcresult/Data"
read -r _ compressed crss < <(measure compressed "$bin" xcresult "$work/Compressed.xcresult" --format json --source objects)
read -r _ zfloor _ < <(measure zstd bash -c "find '$work/Compressed.xcresult/Data' -name 'data.*' -print0 | xargs -0 zstd -dcq")
printf '  native reader:        %6.2f s CPU  %8.0f objects/s  peak %6d KiB\n' "$compressed" "$(echo "$objects / $compressed" | bc -l)" "$crss"
printf '  zstd -d every object: %6.2f s CPU  (reader / zstd = %.2fx)\n' "$zfloor" "$(echo "$compressed / $zfloor" | bc -l)"

echo "== memory follows the test tree, not attachments (1,000 tests; 20 x 10 MiB attachments)"
read -r _ _ small < <(measure small "$bin" xcresult "$work/Attachments.xcresult" --format json --source objects)
"$bin" collect "$work/Attachments.xcresult" --output "$work/run.tgz" --commit abcdef1 >/dev/null 2>&1
read -r _ archived arss < <(measure archive "$bin" xcresult "$work/run.tgz" --format json)
printf '  bundle on disk:       peak %6d KiB (attachments: 204800 KiB)\n' "$small"
printf '  inside run.tgz:       peak %6d KiB, %.2f s, one streaming pass\n' "$arss" "$archived"
