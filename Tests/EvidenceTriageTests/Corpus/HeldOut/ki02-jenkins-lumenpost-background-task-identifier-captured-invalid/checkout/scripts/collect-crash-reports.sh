#!/usr/bin/env bash
# Copies crash reports written during the test stage.
mkdir -p build/crash-reports
echo "collecting .ips newer than build/.test-start"
found=$(find "$HOME/Library/Logs/DiagnosticReports" -name 'Lumenpost*.ips' -newer build/.test-start 2>/dev/null)
if [ -z "$found" ]; then echo "no Lumenpost crash reports since the test stage started"; exit 0; fi
cp $found build/crash-reports/
