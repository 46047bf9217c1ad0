#!/bin/bash
# Prints "FAILED <SimpleClassName>/<test>" for each failed testcase in Gradle's JUnit XML.
for f in "$1"/TEST-*.xml; do
  xmllint --xpath '//testcase[failure]/@classname | //testcase[failure]/@name' "$f" 2>/dev/null \
    | paste - - | sed -E 's/ *classname="([^"]*)" *name="([^"[]*)(\[[^]]*\])?"/\1 \2/' \
    | while read -r cls name; do echo "FAILED ${cls##*.}/$name"; done
done
