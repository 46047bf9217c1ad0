@import XCTest;
@import integration_test;

#pragma mark - Dynamic tests

// One XCTest method per Dart test in integration_test/app_test.dart (see FLTIntegrationTestRunner).
INTEGRATION_TEST_IOS_RUNNER(RunnerTests)
