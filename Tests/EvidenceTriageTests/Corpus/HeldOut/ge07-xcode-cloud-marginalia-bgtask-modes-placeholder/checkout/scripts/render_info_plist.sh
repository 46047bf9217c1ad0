#!/bin/bash
# Build phase "Render Info.plist": fills ${VAR} placeholders from build settings so the
# Mac Catalyst and visionOS variants can drop background modes they do not support.
# Unknown placeholders are left as-is (and warned about) so a missing setting is visible.
set -eo pipefail
src="${SRCROOT}/Marginalia/Supporting/Info.plist.template"
dst="${DERIVED_FILE_DIR}/Info.plist"
for var in $(grep -o '\${[A-Z_]*}' "$src" | tr -d '${}' | sort -u); do
  if [[ -z "${!var:-}" ]]; then
    echo "warning: render_info_plist: ${var} is not set; left \${${var}} in Info.plist"
  fi
done
perl -pe 's/\$\{([A-Z_]+)\}/exists $ENV{$1} && length $ENV{$1} ? $ENV{$1} : $&/ge' "$src" > "$dst"
