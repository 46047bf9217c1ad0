#!/bin/sh
# Build phase "Generate BGTask IDs" (runs before "Process Info.plist").
# Writes the prefix header that Info.plist is preprocessed with (INFOPLIST_PREPROCESS = YES).
set -eu
json="${SRCROOT}/Config/BackgroundTasks.json"
out="${DERIVED_FILE_DIR}/TidemarkBGTaskIDs.h"
refresh=$(/usr/bin/plutil -extract refresh raw -o - "$json")
processing=$(/usr/bin/plutil -extract processing raw -o - "$json")
mkdir -p "${DERIVED_FILE_DIR}"
cat > "$out" <<HDR
#define TIDEMARK_BG_REFRESH_ID ${refresh}
#define TIDEMARK_BG_ARCHIVE_ID ${processing}
HDR
echo "wrote ${out#${DERIVED_FILE_DIR}/} (2 identifiers: ${refresh}, ${processing})"
