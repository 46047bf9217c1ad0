#import <XCTest/XCTest.h>
#import "ETAFormatter.h"

@interface ETAFormatterTests : XCTestCase
@end

@implementation ETAFormatterTests

- (void)testArrivingTodayLabel {
    NSDate *now = [NSDate dateWithTimeIntervalSince1970:1764496800];   // 2026-11-30 10:00 UTC
    NSDate *eta = [now dateByAddingTimeInterval:2 * 3600];
    XCTAssertEqualObjects([ETAFormatter labelForETA:eta now:now timeZone:[NSTimeZone timeZoneWithName:@"Europe/Berlin"]],
                          @"Today, 13:00");
}

- (void)testArrivingTomorrowLabel {
    NSDate *now = [NSDate dateWithTimeIntervalSince1970:1764496800];
    NSDate *eta = [now dateByAddingTimeInterval:26 * 3600];
    XCTAssertEqualObjects([ETAFormatter labelForETA:eta now:now timeZone:[NSTimeZone timeZoneWithName:@"Europe/Berlin"]],
                          @"Tomorrow, 13:00");
}

@end
