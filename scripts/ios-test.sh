#!/usr/bin/env bash
# The CI test step: runs `xcodebuild test` on a simulator this machine really has, keeps the whole log,
# the result bundle, the app's registration records, the Simulator's unified log for the test
# window (the scheduler's and the BackgroundTasks framework's lines, best effort) and the spindumps of
# tests that ran out of their time allowance (Xcode 16's attachments, best effort), and ALWAYS packs
# them (with the built app's Info.plist and the commit) into an archive with `evidence collect`, even
# when the tests or the setup fail. See docs/ci.md.
#
#   scripts/ios-test.sh --scheme App [--project App.xcodeproj | --workspace App.xcworkspace]
#       [--device NAME] [--os VERSION] [--bundle-id ID --records-path PATH]
#       [--results DIR] [--output run.tgz] [--derived-data DIR] [--evidence PATH] [-- XCODEBUILD ARGS...]
#
# Each flag may come from a pipeline variable instead (the flag wins):
#   --scheme EVIDENCE_SCHEME          --project EVIDENCE_PROJECT        --workspace EVIDENCE_WORKSPACE
#   --device EVIDENCE_DEVICE          --os EVIDENCE_OS                  --bundle-id EVIDENCE_BUNDLE_ID
#   --records-path EVIDENCE_RECORDS_PATH                                --results EVIDENCE_RESULTS (results)
#   --output EVIDENCE_OUTPUT (run.tgz)                                  --derived-data EVIDENCE_DERIVED_DATA (DerivedData)
#   --evidence EVIDENCE_BIN (evidence on PATH)
#
# The simulator: the requested device (`iPhone 16`) on the requested runtime (`18.2`, `18`, or `latest`,
# the default) when `xcrun simctl list devices available -j` lists it; else a device of the same
# family (iPhone or iPad; the same name when there is one) on the requested runtime when that is
# installed, else on the newest installed iOS runtime. One line says which and why. The JSON is read with python3 (on CI machines and macOS), which the script
# checks for.
#
# Exit status: xcodebuild's; 64 for a usage error; 69 when the setup fails (a tool missing, no
# simulator runtime or device); evidence collect's when the tests passed but the archive could not be
# written. Messages are on stderr, prefixed "ios-test:"; stdout is xcodebuild's output.
set -euo pipefail

usage() {
  sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
}

say() { echo "ios-test: $*" >&2; }
fail_usage() { say "error: $*"; say "see --help."; exit 64; }

scheme=${EVIDENCE_SCHEME:-}
project=${EVIDENCE_PROJECT:-}
workspace=${EVIDENCE_WORKSPACE:-}
device=${EVIDENCE_DEVICE:-}
os=${EVIDENCE_OS:-}
bundle_id=${EVIDENCE_BUNDLE_ID:-}
records_path=${EVIDENCE_RECORDS_PATH:-}
results=${EVIDENCE_RESULTS:-results}
output=${EVIDENCE_OUTPUT:-run.tgz}
derived=${EVIDENCE_DERIVED_DATA:-DerivedData}
evidence=${EVIDENCE_BIN:-evidence}
extra=()

while [ $# -gt 0 ]; do
  case "$1" in
    -h|--help) usage; exit 0 ;;
    --) shift; extra=("$@"); break ;;
    --scheme|--project|--workspace|--device|--os|--bundle-id|--records-path|--results|--output|--derived-data|--evidence)
      [ $# -ge 2 ] || fail_usage "$1 needs a value."
      case "$1" in
        --scheme) scheme=$2 ;; --project) project=$2 ;; --workspace) workspace=$2 ;;
        --device) device=$2 ;; --os) os=$2 ;; --bundle-id) bundle_id=$2 ;;
        --records-path) records_path=$2 ;; --results) results=$2 ;; --output) output=$2 ;;
        --derived-data) derived=$2 ;; --evidence) evidence=$2 ;;
      esac
      shift 2 ;;
    --*=*) fail_usage "write ${1%%=*} VALUE with a space, not '$1'." ;;
    *) fail_usage "unknown argument '$1' (arguments for xcodebuild go after --)." ;;
  esac
done

[ -n "$scheme" ] || fail_usage "the scheme to test is missing: pass --scheme or set EVIDENCE_SCHEME."
[ -z "$project" ] || [ -z "$workspace" ] || fail_usage "pass --project or --workspace, not both."
[ -n "$results" ] || fail_usage "--results must name a directory."
[ -n "$output" ] || fail_usage "--output must name a file."
[ -n "$derived" ] || fail_usage "--derived-data must name a directory."
if [ -n "$records_path" ] && [ -z "$bundle_id" ]; then
  fail_usage "--records-path needs the app's --bundle-id (or EVIDENCE_BUNDLE_ID) to find its data container."
fi
os_form='^(latest|([iI][oO][sS][ -]?)?[0-9]+([.-][0-9]+)*)?$'
if ! [[ "$os" =~ $os_form ]]; then
  fail_usage "--os (or EVIDENCE_OS) takes a runtime version like 18.2, 18 or latest, not '$os'."
fi
records_path=${records_path#/}

if ! command -v "$evidence" >/dev/null 2>&1; then
  say "error: cannot find the evidence executable '$evidence'; pass --evidence PATH or set EVIDENCE_BIN."
  exit 69
fi

mkdir -p "$results" "$derived" "$(dirname "$output")"
results_abs=$(cd "$results" && pwd -P)
derived_abs=$(cd "$derived" && pwd -P)
case "$derived_abs/" in
  "$results_abs"/*) fail_usage "--derived-data ($derived) must not be inside --results ($results): collect would archive the whole build." ;;
esac

bundle="$results/Tests.xcresult"
log="$results/xcodebuild-test.log"
unified_log="$results/unified-log.ndjson"
records_copy=""
[ -z "$records_path" ] || records_copy="$results/$(basename "$records_path")"
# This script's own outputs from an earlier run would pass for this run's (xcodebuild also refuses
# an existing result bundle).
rm -rf "$bundle" "$log" "$unified_log" "$unified_log.part" "$results/spindumps"
[ -z "$records_copy" ] || rm -f "$records_copy" "$records_copy.1"

status=0
simulators=$(mktemp "${TMPDIR:-/tmp}/ios-test-simulators.XXXXXX")

# The built app(s) under derived data, one a line: the one whose CFBundleIdentifier is --bundle-id
# when that is known and found, else every app but UI-test runners.
built_apps() {
  local products="$derived/Build/Products" apps=() app matched=()
  [ -d "$products" ] || return 0
  while IFS= read -r app; do
    case "$app" in *-Runner.app) continue ;; esac
    apps+=("$app")
  done < <(find "$products" -mindepth 2 -maxdepth 2 -type d -name '*.app' -path '*-iphonesimulator/*' | LC_ALL=C sort)
  [ ${#apps[@]} -gt 0 ] || return 0
  if [ -n "$bundle_id" ] && command -v python3 >/dev/null 2>&1; then
    for app in "${apps[@]}"; do
      if python3 -c 'import plistlib, sys
with open(sys.argv[1] + "/Info.plist", "rb") as f:
    sys.exit(0 if plistlib.load(f).get("CFBundleIdentifier") == sys.argv[2] else 1)' "$app" "$bundle_id" 2>/dev/null; then
        matched+=("$app")
      fi
    done
    if [ ${#matched[@]} -gt 0 ]; then printf '%s\n' "${matched[@]}"; return 0; fi
  fi
  printf '%s\n' "${apps[@]}"
}

finish() {
  local collect_status=0 inputs=("$results") app
  trap - EXIT
  rm -f "$simulators" "$unified_log.part"
  while IFS= read -r app; do
    [ -n "$app" ] && inputs+=("$app")
  done < <(built_apps)
  if [ ${#inputs[@]} -eq 1 ]; then
    say "no built .app under $derived/Build/Products: the archive holds no Info.plist of the app."
  fi
  [ -z "$records_copy" ] || inputs+=(--diagnostics "$records_copy")
  "$evidence" collect "${inputs[@]}" --skip-missing --output "$output" || collect_status=$?
  if [ "$collect_status" -ne 0 ]; then
    say "error: evidence collect failed (exit $collect_status); $output was not written."
    [ "$status" -ne 0 ] || status=$collect_status
  fi
  exit "$status"
}
trap finish EXIT
trap 'status=130; exit 130' INT
trap 'status=143; exit 143' TERM

setup_failed() { say "error: $*"; status=69; exit 69; }

for tool in python3 xcrun xcodebuild; do
  command -v "$tool" >/dev/null 2>&1 || setup_failed "cannot find $tool on PATH; it is needed to pick a simulator and run the tests."
done

if ! xcrun simctl list devices available -j >"$simulators"; then
  setup_failed "xcrun simctl list devices available -j failed, so no simulator can be picked."
fi

# Prints the chosen udid, then the one line saying which and why; exits 3 (no iOS runtime), 4 (no
# device of the family) or 5 (unreadable list) with the sentence to print instead. (A function, not a
# here-document inside $(...), which bash 3.2 on macOS misreads.)
pick_simulator() {
python3 - "$simulators" "$device" "$os" <<'PY'
import json, re, sys

path, wanted_name, wanted_os = sys.argv[1], sys.argv[2].strip(), sys.argv[3].strip()
try:
    with open(path, encoding="utf-8") as f:
        listing = json.load(f)["devices"]
    if not isinstance(listing, dict):
        raise ValueError("'devices' is not an object")
except (OSError, ValueError, KeyError, TypeError) as error:
    print(f"xcrun simctl list devices available -j did not print the simulator list ({error}).")
    sys.exit(5)

def version(key):
    match = re.search(r"\.iOS-(\d+(?:-\d+)*)$", key)
    return tuple(int(part) for part in match.group(1).split("-")) if match else None

def shown(v):
    return ".".join(str(part) for part in v)

def family(name, device_type=""):
    text = (name + " " + device_type).lower()
    return "iPad" if name.lower().startswith("ipad") or (not name.lower().startswith("iphone") and "ipad" in text) else "iPhone"

runtimes = []  # (version, [devices]), newest first
for key, devices in listing.items():
    v = version(key)
    if v is None or not isinstance(devices, list):
        continue
    available = [d for d in devices if isinstance(d, dict) and d.get("isAvailable", True) and d.get("udid") and d.get("name")]
    runtimes.append((v, available))
runtimes.sort(key=lambda runtime: runtime[0], reverse=True)

if not runtimes:
    print("no iOS Simulator runtime is installed (xcrun simctl list devices available lists none); "
          "install one with xcodebuild -downloadPlatform iOS or in Xcode's Components settings.")
    sys.exit(3)

os_text = re.sub(r"(?i)^ios[\s-]*", "", wanted_os).replace("-", ".")
if os_text.lower() in ("", "latest"):
    wanted_version = None
elif re.fullmatch(r"\d+(\.\d+)*", os_text):
    wanted_version = tuple(int(part) for part in os_text.split("."))
else:  # the script checked the form already
    print(f"--os takes a runtime version like 18.2, 18 or latest, not '{wanted_os}'.")
    sys.exit(5)

def os_matches(v):
    return wanted_version is None or v[:len(wanted_version)] == wanted_version

def pick(devices):
    booted = [d for d in devices if d.get("state") == "Booted"]
    return (booted or devices)[0]

def said(d, v):
    return f"{d['name']} on iOS {shown(v)} (udid {d['udid']})"

wanted_family = family(wanted_name) if wanted_name else "iPhone"
requested = (wanted_name or f"an {wanted_family}") + (f" on iOS {shown(wanted_version)}" if wanted_version else "")

if wanted_name:
    for v, devices in runtimes:
        same = [d for d in devices if d["name"] == wanted_name]
        if same and os_matches(v):
            d = pick(same)
            why = "as requested" if wanted_version else "the newest installed runtime that has it"
            print(d["udid"]); print(f"using {said(d, v)}, {why}.")
            sys.exit(0)
elif wanted_version is not None:
    for v, devices in runtimes:
        kin = [d for d in devices if family(d["name"], d.get("deviceTypeIdentifier", "")) == wanted_family]
        if kin and os_matches(v):
            d = pick(kin)
            print(d["udid"]); print(f"no device requested (--device or EVIDENCE_DEVICE); using {said(d, v)}.")
            sys.exit(0)

# The requested runtime first (when it is installed), then the newest.
for v, devices in [r for r in runtimes if wanted_version is not None and os_matches(r[0])] + runtimes:
    kin = [d for d in devices if family(d["name"], d.get("deviceTypeIdentifier", "")) == wanted_family]
    if kin:
        same = [d for d in kin if d["name"] == wanted_name]
        d = pick(same or kin)
        which = "the requested runtime's" if wanted_version is not None and os_matches(v) else "the newest installed runtime's"
        if wanted_name or wanted_version is not None:
            why = f"{requested} is not among the available simulators; using {said(d, v)} instead, {which} {wanted_family}."
        else:
            why = f"no device requested (--device or EVIDENCE_DEVICE); using {said(d, v)}, the newest installed runtime's {wanted_family}."
        print(d["udid"]); print(why)
        sys.exit(0)

installed = ", ".join(shown(v) for v, _ in runtimes)
print(f"no available {wanted_family} simulator on the installed iOS runtimes ({installed}); "
      f"create one with xcrun simctl create.")
sys.exit(4)
PY
}
choice=$(pick_simulator) || setup_failed "${choice:-python3 could not read the simulator list.}"
udid=$(printf '%s\n' "$choice" | sed -n 1p)
say "$(printf '%s\n' "$choice" | sed -n 2p)"

command=(xcodebuild test)
[ -z "$project" ] || command+=(-project "$project")
[ -z "$workspace" ] || command+=(-workspace "$workspace")
command+=(-scheme "$scheme" -destination "id=$udid" -derivedDataPath "$derived" -resultBundlePath "$bundle")
[ ${#extra[@]} -eq 0 ] || command+=("${extra[@]}")

say "running$(printf ' %q' "${command[@]}") (the whole log goes to $log)."
# The unified log is exported from here on (the simulator's clock is this machine's).
log_start=$(date '+%Y-%m-%d %H:%M:%S')
set +e
"${command[@]}" 2>&1 | tee "$log"
status=$?
set -e
if [ "$status" -ne 0 ]; then
  say "xcodebuild test exited with status $status."
fi

# The registration records the app wrote in its data container (and the file the recorder rotated
# them into, when there is one). Missing records are noted here, and by collect in the manifest.
if [ -n "$records_path" ]; then
  container=$(xcrun simctl get_app_container "$udid" "$bundle_id" data 2>/dev/null) || {
    # The container is only looked up on a booted device.
    xcrun simctl boot "$udid" >/dev/null 2>&1 || true
    container=$(xcrun simctl get_app_container "$udid" "$bundle_id" data 2>/dev/null) || container=""
  }
  if [ -z "$container" ]; then
    say "no data container for $bundle_id on $udid (is it the app's bundle identifier, and was the app installed?); no registration records to copy."
  elif [ -f "$container/$records_path" ]; then
    if cp "$container/$records_path" "$records_copy" &&
      { [ ! -f "$container/$records_path.1" ] || cp "$container/$records_path.1" "$records_copy.1"; }; then
      say "copied the registration records $records_path from $bundle_id's data container to $records_copy."
    else
      say "could not copy the registration records $container/$records_path to $results; the archive lists what is missing as skipped."
    fi
  else
    say "no registration records at $records_path in $bundle_id's data container; the archive lists them as skipped."
  fi
fi

# The Simulator's unified log since the tests started: the scheduler's (dasd) and the BackgroundTasks
# framework's lines, and the app's own, which say what the OS did with each task. Best effort: a
# failed export is one line, never the step's failure.
export_unified_log() {
  local app executable="" predicate failure
  app=$(built_apps | sed -n 1p)
  if [ -n "$app" ]; then
    executable=$(python3 -c 'import plistlib, sys
with open(sys.argv[1] + "/Info.plist", "rb") as f:
    print(plistlib.load(f).get("CFBundleExecutable", ""))' "$app" 2>/dev/null) || executable=""
    [ -n "$executable" ] || executable=$(basename "$app" .app)
  fi
  predicate='subsystem == "com.apple.BackgroundTasks" OR process == "dasd"'
  [ -z "$executable" ] || predicate="$predicate OR process == \"${executable//\"/}\""
  failure=$(xcrun simctl spawn "$udid" log show --style ndjson --start "$log_start" --predicate "$predicate" 2>&1 >"$unified_log.part") || {
    rm -f "$unified_log.part"
    failure=$(printf '%s\n' "$failure" | grep -v '^[[:space:]]*$' | tail -n 1)
    say "could not export the Simulator's unified log (xcrun simctl spawn $udid log show failed: ${failure:-no message}); the archive has none."
    return 0
  }
  mv "$unified_log.part" "$unified_log" || { say "could not move the unified log into $unified_log; the archive has none."; return 0; }
  say "exported the Simulator's unified log since $log_start (BackgroundTasks, dasd${executable:+ and $executable}) to $unified_log."
}
export_unified_log || true

# The spindumps Xcode attached to tests that ran out of their execution time allowance: where each hung
# test's threads stood, which triage reads (a deadlock in the app's code, or the test inside its own wait).
# xcresulttool (Xcode 16 and later) exports a failed test's attachments; only the spindumps are kept
# (screenshots and other attachments stay in the bundle). Best effort, and only after a failed run.
export_spindumps() {
  [ "$status" -ne 0 ] && [ -d "$bundle" ] || return 0
  local exported file copied=0
  exported=$(mktemp -d "${TMPDIR:-/tmp}/ios-test-attachments.XXXXXX") || return 0
  if ! xcrun xcresulttool export attachments --path "$bundle" --output-path "$exported" --only-failures >/dev/null 2>&1; then
    rm -rf "$exported"
    say "could not export the result bundle's attachments (xcrun xcresulttool export attachments needs Xcode 16 or later); no spindumps beside the log."
    return 0
  fi
  for file in "$exported"/*; do
    [ -f "$file" ] && grep -q -e 'sampling interval)' -e 'Stackshots' "$file" 2>/dev/null || continue
    mkdir -p "$results/spindumps" && cp "$file" "$results/spindumps/" && copied=$((copied + 1))
  done
  rm -rf "$exported"
  [ "$copied" -eq 0 ] || say "exported $copied spindump(s) of tests that ran out of their time allowance to $results/spindumps."
}
export_spindumps || true
