@import XCTest;
@import integration_test;

#pragma mark - Dynamic tests

INTEGRATION_TEST_IOS_RUNNER(RunnerTests)

// Each Dart test in integration_test/*.dart is reported as its own XCTest
// method, e.g. "onIosBackground drains pending trade events into the store"
// becomes -[RunnerTests testOniosbackgroundDrainsPendingTradeEventsIntoTheStore].
