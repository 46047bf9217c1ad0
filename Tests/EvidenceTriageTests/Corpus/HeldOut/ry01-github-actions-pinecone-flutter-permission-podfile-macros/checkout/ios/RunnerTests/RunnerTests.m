@import XCTest;
@import integration_test;

// Each Dart test in integration_test/app_test.dart is reported as its own XCTest case.
INTEGRATION_TEST_IOS_RUNNER(RunnerTests)
