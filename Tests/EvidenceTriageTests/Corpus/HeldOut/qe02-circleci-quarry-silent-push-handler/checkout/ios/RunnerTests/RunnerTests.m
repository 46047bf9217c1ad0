#import <XCTest/XCTest.h>
@import integration_test;

INTEGRATION_TEST_IOS_RUNNER(RunnerTests)
