IOS_MINIMUM_OS = "17.0"

# Bumped with the Xcode 16.4 image (was "17.5").
IOS_SIM_VERSION = "18.5"
