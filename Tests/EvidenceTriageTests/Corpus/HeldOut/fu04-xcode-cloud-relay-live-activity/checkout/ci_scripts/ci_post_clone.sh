#!/bin/sh
set -e
# Xcode Cloud: nothing to install; print the environment we run in.
echo "CI_WORKFLOW=$CI_WORKFLOW CI_XCODE_PROJECT=$CI_XCODE_PROJECT CI_PULL_REQUEST_NUMBER=$CI_PULL_REQUEST_NUMBER"
