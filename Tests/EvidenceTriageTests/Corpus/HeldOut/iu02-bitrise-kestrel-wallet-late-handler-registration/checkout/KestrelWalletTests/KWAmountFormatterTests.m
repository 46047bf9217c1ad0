//
//  KWAmountFormatterTests.m
//  KestrelWalletTests
//

#import <XCTest/XCTest.h>
#import "KWAmountFormatter.h"

@interface KWAmountFormatterTests : XCTestCase
@end

@implementation KWAmountFormatterTests

- (void)testWholeDash {
    XCTAssertEqualObjects([KWAmountFormatter stringForDuffs:300000000], @"3 DASH");
}

- (void)testDashAmountUsesDuffsPrecision {
    // 1 duff is the smallest unit; the send screen must show it.
    XCTAssertEqualObjects([KWAmountFormatter stringForDuffs:100000001], @"1.00000001 DASH");
}

@end
