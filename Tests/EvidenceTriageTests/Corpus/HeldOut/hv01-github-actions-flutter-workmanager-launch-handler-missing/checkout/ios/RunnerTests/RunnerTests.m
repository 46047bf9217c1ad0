@import XCTest;
@import integration_test;

// Mirrors every Dart test in integration_test/app_test.dart as an XCTest case
// (dart "feed refresh does not duplicate articles on retry" becomes
// -[RunnerTests testFeedRefreshDoesNotDuplicateArticlesOnRetry]).
INTEGRATION_TEST_IOS_RUNNER(RunnerTests)
