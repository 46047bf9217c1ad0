@import XCTest;
@import integration_test;

// Every Dart test in integration_test/ is reported as its own -[RunnerTests test<Name>] case.
@interface RunnerTests : FLTIntegrationTestCase
@end

@implementation RunnerTests
@end
