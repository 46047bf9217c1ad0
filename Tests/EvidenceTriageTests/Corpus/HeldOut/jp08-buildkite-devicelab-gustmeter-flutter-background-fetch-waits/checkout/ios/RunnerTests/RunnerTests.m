@import XCTest;
@import integration_test;

// One XCTest per Dart test in integration_test/background_fetch_test.dart.
INTEGRATION_TEST_IOS_RUNNER(RunnerTests)
