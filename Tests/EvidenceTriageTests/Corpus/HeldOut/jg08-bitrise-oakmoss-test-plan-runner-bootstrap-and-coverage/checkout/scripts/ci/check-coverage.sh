#!/bin/bash
set -euo pipefail
XCRESULT="$1"; MIN="$2"
REPORT=$(xcrun xccov view --report --json "$XCRESULT" 2>&1) || { echo "error: $REPORT"; exit 1; }
PCT=$(echo "$REPORT" | /usr/bin/python3 -c 'import json,sys; print(round(json.load(sys.stdin)["lineCoverage"]*100,1))')
echo "Line coverage: ${PCT}% (minimum ${MIN}%)"
/usr/bin/python3 -c "import sys; sys.exit(0 if $PCT >= $MIN else 1)"
