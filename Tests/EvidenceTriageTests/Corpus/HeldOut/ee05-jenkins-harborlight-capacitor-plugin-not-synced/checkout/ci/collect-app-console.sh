#!/bin/bash
set -x
rm -rf build/diagnostics
xcrun xcresulttool export diagnostics --path build/AppUITests.xcresult --output-path build/diagnostics
grep -h '⚡️' build/diagnostics/*/StandardOutputAndStandardError-com.harborlight.app.txt
