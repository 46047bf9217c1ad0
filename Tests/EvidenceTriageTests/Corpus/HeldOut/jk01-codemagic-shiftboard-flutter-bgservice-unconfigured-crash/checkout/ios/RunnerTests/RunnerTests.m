@import XCTest;
@import integration_test;

// Dart tests from integration_test/app_test.dart become test methods on this
// class: "shift summary formats overnight shift" -> testShiftSummaryFormatsOvernightShift.
INTEGRATION_TEST_IOS_RUNNER(RunnerTests)
