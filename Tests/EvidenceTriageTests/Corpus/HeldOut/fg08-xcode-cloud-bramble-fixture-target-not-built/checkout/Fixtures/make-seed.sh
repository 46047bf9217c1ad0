#!/bin/sh
# Run-script phase of the BrambleFixtures aggregate target.
set -eu
out="${BUILT_PRODUCTS_DIR}/catalog-seed.sqlite"
rm -f "$out"
sqlite3 "$out" < "${SRCROOT}/Fixtures/catalog-seed.sql"
echo "wrote $out"
