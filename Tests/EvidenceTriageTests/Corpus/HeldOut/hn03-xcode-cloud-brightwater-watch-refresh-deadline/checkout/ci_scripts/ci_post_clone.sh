#!/bin/sh
set -e
# Xcode Cloud: nothing to install; print the toolchain for the log.
xcodebuild -version
