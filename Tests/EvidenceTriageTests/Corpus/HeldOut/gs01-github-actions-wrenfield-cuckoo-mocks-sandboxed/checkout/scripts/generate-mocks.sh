#!/bin/sh
# Invoked by the "Generate Cuckoo Mocks" build phase of WrenfieldTests.
# Keep the list of mocked files in sync with Cuckoofile notes in docs/testing.md.

OUTPUT_FILE="${PROJECT_DIR}/WrenfieldTests/GeneratedMocks.swift"
echo "Generated Mocks File = ${OUTPUT_FILE}"

INPUT_DIR="${PROJECT_DIR}/Wrenfield"
echo "Mocks Input Directory = ${INPUT_DIR}"

"${BUILD_DIR%Build/*}SourcePackages/checkouts/Cuckoo/run" --download generate --testable "Wrenfield" \
  --output "${OUTPUT_FILE}" \
  "${INPUT_DIR}/Feeds/FeedClient.swift" \
  "${INPUT_DIR}/Library/EpisodeStore.swift" \
  "${INPUT_DIR}/Background/RefreshScheduling.swift"
