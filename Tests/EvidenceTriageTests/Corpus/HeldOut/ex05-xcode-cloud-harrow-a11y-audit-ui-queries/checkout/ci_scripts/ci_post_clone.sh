#!/bin/sh
set -e
# Xcode Cloud: fail fast if someone bumps a pinned package without updating the changelog.
echo "Resolved packages:"
grep -E '"(identity|version)"' "$CI_PRIMARY_REPOSITORY_PATH/Harrow.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"
