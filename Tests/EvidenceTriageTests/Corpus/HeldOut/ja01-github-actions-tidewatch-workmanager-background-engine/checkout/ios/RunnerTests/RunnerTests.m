@import XCTest;
@import integration_test;

// Each Dart test in integration_test/app_test.dart becomes one XCTest method here,
// named by +[FLTIntegrationTestRunner testCaseNameFromDartTestName:].
INTEGRATION_TEST_IOS_RUNNER(RunnerTests)
