@import XCTest;
@import integration_test;

// Every Dart test in integration_test/ becomes one XCTest method of RunnerTests
// ("outbox flush job ..." -> testOutboxFlushJob...).
INTEGRATION_TEST_IOS_RUNNER(RunnerTests)
