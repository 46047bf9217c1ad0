@import XCTest;
@import integration_test;

#pragma mark - Dynamic tests

// Each Dart integration test becomes one XCTest method on RunnerTests.

INTEGRATION_TEST_IOS_RUNNER(RunnerTests)
