#!/bin/sh
# Xcode Cloud: only ci_scripts/ reaches the test-action machine, so link reference images here.
set -e
cd "$CI_PRIMARY_REPOSITORY_PATH"
rm -rf ci_scripts/snapshots && mkdir -p ci_scripts/snapshots
find . -type d -name "__Snapshots__" -not -path "./ci_scripts/*" | while read dir; do
  suite_dir=$(dirname "$dir")
  for s in "$dir"/*; do
    cp -R "$s" "ci_scripts/snapshots/$(basename "$s")"
  done
done
echo "Linked $(ls ci_scripts/snapshots | wc -l | tr -d ' ') snapshot suites into ci_scripts/snapshots"
