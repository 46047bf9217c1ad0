#!/bin/bash
# Prints the entitlements the simulator build actually carries, next to the ones the BUCK file asks for.
set -uo pipefail
app="$1"
bin="$app/$(basename "$app" .app)"
echo "--- :mag: Entitlements of $app"
echo "\$ plutil -p Apps/Quillon/Quillon.entitlements"
plutil -p Apps/Quillon/Quillon.entitlements
echo "\$ otool -s __TEXT __entitlements -X $bin | xxd -r"
out=$(otool -s __TEXT __entitlements -X "$bin" | xxd -r)
if [ -z "$out" ]; then
  echo "no (__TEXT,__entitlements) section in $bin"
else
  echo "$out"
fi
echo "\$ codesign -d --entitlements :- $app"
codesign -d --entitlements :- "$app" 2>&1
