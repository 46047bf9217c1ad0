// Copyright 2024 Tidewatch Marine Ltd. All rights reserved.
//
// Native host for the Dart integration tests in integration_test/.
// Every Dart `testWidgets` becomes one XCTest method named after the Dart
// description (see FLTIntegrationTestRunner +testCaseNameFromDartTestName:).

@import XCTest;
@import integration_test;

#pragma mark - Dynamic tests

INTEGRATION_TEST_IOS_RUNNER(RunnerTests)
