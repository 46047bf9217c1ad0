#!/bin/sh
# "Copy acknowledgements" run script phase (added with `licenseplist add-acknowledgements-copy-script`).
# Input files: none declared. Output files: none declared.
echo "Will copy acknowledgements"
ACKNOWLEDGEMENTS_DIR=${BUILT_PRODUCTS_DIR}/${CONTENTS_FOLDER_PATH}/com.mono0926.LicensePlist.Output
DESTINATION_PATH=${BUILT_PRODUCTS_DIR}/${CONTENTS_FOLDER_PATH}/Settings.bundle/
cd "${BUILT_PRODUCTS_DIR}"
cp -r "${ACKNOWLEDGEMENTS_DIR}"/* "${CONTENTS_FOLDER_PATH}/Settings.bundle"
rm -rf "${ACKNOWLEDGEMENTS_DIR}"
exit 0
