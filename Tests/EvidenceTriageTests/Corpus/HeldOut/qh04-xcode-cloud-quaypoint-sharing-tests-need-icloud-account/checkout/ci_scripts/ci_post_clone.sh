#!/bin/sh
set -e
# Xcode Cloud: nothing to install, SPM resolves in the build action
echo "post-clone: $CI_WORKFLOW on $CI_BRANCH"
