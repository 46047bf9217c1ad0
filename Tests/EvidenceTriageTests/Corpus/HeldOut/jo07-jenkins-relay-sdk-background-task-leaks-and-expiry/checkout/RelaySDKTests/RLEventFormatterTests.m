//
//  RLEventFormatterTests.m
//  RelaySDKTests
//

#import <XCTest/XCTest.h>
#import "RLEventFormatter.h"

@interface RLEventFormatterTests : XCTestCase
@end

@implementation RLEventFormatterTests

- (void)testMembershipChangeSummaryForOneUser
{
    NSString *summary = [[RLEventFormatter new] summaryForMembershipChanges:@[ [RLMembershipChange joinWithName:@"Ana"] ]];
    XCTAssertEqualObjects(summary, @"Ana joined");
}

- (void)testMembershipChangeSummaryForTwoUsers
{
    NSArray *changes = @[ [RLMembershipChange joinWithName:@"Ana"], [RLMembershipChange joinWithName:@"Bo"] ];
    NSString *summary = [[RLEventFormatter new] summaryForMembershipChanges:changes];
    XCTAssertEqualObjects(summary, @"Ana and Bo joined");
}

@end
