@import XCTest;
@import integration_test;

// One XCTest method per Dart test in integration_test/app_test.dart.
INTEGRATION_TEST_IOS_RUNNER(RunnerTests)
