// Native host for the Dart integration tests (integration_test/).
// Each Dart test becomes an XCTest method on RunnerTests; see
// FLTIntegrationTestRunner +testCaseNameFromDartTestName:.
//
// Native-only tests (push registration, pending requests) live in the
// Swift files of this target.

@import XCTest;
@import integration_test;

#pragma mark - Dynamic tests
INTEGRATION_TEST_IOS_RUNNER(RunnerTests)
