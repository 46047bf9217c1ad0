#!/bin/bash
# Export the spindump attachments xcodebuild adds when a test exceeds its time allowance.
set -uo pipefail
bundle="$1"; out="$2"; mkdir -p "$out"
xcrun xcresulttool export attachments --path "$bundle" --output-path "$out/raw" >/dev/null
python3 - "$out" <<'PY'
import json, os, shutil, sys
out = sys.argv[1]
manifest = json.load(open(os.path.join(out, "raw", "manifest.json")))
for test in manifest:
    name = test["testIdentifier"].replace("/", "-").replace("()", "")
    for i, att in enumerate(a for a in test["attachments"] if "spindump" in a["suggestedHumanReadableName"].lower()):
        dst = os.path.join(out, f"{name}-{i + 1}.txt")
        shutil.copy(os.path.join(out, "raw", att["exportedFileName"]), dst)
        print("spindump:", dst)
PY
