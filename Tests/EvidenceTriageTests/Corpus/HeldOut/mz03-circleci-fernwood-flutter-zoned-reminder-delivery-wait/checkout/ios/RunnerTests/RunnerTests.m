@import XCTest;
@import integration_test;

#pragma mark - Dynamic tests

INTEGRATION_TEST_IOS_RUNNER(RunnerTests)

@interface RunnerTests (Dynamic)
@end

@implementation RunnerTests (Dynamic)

+ (NSArray<NSInvocation *> *)testInvocations {
  // Dart tests in integration_test/app_test.dart are exposed as one XCTest case each.
  return [super testInvocations];
}

@end
