@import XCTest;
@import integration_test;

// Each Dart test in integration_test/ becomes -[RunnerTests test<CamelCasedName>].
INTEGRATION_TEST_IOS_RUNNER(RunnerTests)
