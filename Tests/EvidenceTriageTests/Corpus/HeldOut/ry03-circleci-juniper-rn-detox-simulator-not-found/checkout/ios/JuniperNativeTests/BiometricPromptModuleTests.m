#import <XCTest/XCTest.h>
#import "BiometricPromptModule.h"

@interface BiometricPromptModuleTests : XCTestCase
@end

@implementation BiometricPromptModuleTests

- (void)testReasonStringFallsBackToDefault
{
  BiometricPromptModule *m = [BiometricPromptModule new];
  XCTAssertEqualObjects([m reasonFor:@""], @"Confirm it's you to open Juniper");
}

- (void)testReasonStringKeepsCallerText
{
  BiometricPromptModule *m = [BiometricPromptModule new];
  XCTAssertEqualObjects([m reasonFor:@"Approve transfer"], @"Approve transfer");
}

@end
