@import XCTest;
@import integration_test;

// Reports every Dart test in integration_test/app_test.dart as an XCTest
// method (dart name "tide formatting formats height ..." becomes
// -[RunnerTests testTideFormattingFormatsHeight...]).
INTEGRATION_TEST_IOS_RUNNER(RunnerTests)
