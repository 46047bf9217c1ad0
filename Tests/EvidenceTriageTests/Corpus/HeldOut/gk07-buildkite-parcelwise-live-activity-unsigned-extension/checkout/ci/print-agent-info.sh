#!/bin/bash
# Printed at the top of every macOS job so failures can be matched to agent hardware.
echo "agent: ${BUILDKITE_AGENT_NAME} (queue=${BUILDKITE_AGENT_META_DATA_QUEUE})"
echo "hw.model: $(sysctl -n hw.model)"
echo "machdep.cpu.brand_string: $(sysctl -n machdep.cpu.brand_string)"
sw_vers
xcodebuild -version | paste -sd ' ' - | sed -E 's/Build version (.*)/(\1)/'
chip=$(system_profiler SPiBridgeDataType 2>/dev/null | awk -F': ' '/Model Name/ {print $2}')
echo "Security chip: ${chip:-none reported by system_profiler SPiBridgeDataType}"
