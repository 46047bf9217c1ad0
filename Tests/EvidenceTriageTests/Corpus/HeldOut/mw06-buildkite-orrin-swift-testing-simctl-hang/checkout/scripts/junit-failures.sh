#!/bin/bash
# Print the failed test cases of SwiftPM's xUnit files as Suite/name() for the Buildkite log.
set -euo pipefail
for f in "$@"; do
  xmllint --xpath '//testcase[failure]/@classname | //testcase[failure]/@name' "$f" 2>/dev/null \
    | sed -E 's/ classname="[^"]*\.([^".]+)" name="([^"]+)"/FAILED \1\/\2\n/g' | grep FAILED || true
done
