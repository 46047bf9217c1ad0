// Copyright 2025 Wrenfold Labs. All rights reserved.
//
// Runs the Dart tests in integration_test/ as XCTest cases so that
// xcodebuild (and the CI result bundle) reports each Dart test by name.

@import XCTest;
@import integration_test;

#pragma mark - Dynamic tests

INTEGRATION_TEST_IOS_RUNNER(RunnerTests)
