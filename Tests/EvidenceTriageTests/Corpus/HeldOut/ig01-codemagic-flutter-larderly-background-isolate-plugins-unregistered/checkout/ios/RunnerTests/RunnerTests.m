@import XCTest;
@import integration_test;

// Runs integration_test/background_fetch_test.dart inside the Runner host.
INTEGRATION_TEST_IOS_RUNNER(RunnerTests)
