#import <XCTest/XCTest.h>
#import "GBNotificationBridge.h"
#import "GBEvents.h"

@interface GBLocalNotificationTests : XCTestCase
@end

@implementation GBLocalNotificationTests

- (void)testBridgeAuthorizesAlerts {
    XCTAssertTrue([GBNotificationBridge alertsAuthorized]);
}

- (void)testLegacySelectorFiresWhileInFocus {
    XCTestExpectation *forwarded = [self expectationWithDescription:@"didReceiveLocalNotification forwarded"];
    [GBEvents observe:@"local-notification" block:^(NSDictionary *payload) {
        if ([payload[@"gb_kind"] isEqualToString:@"energy-full"]) {
            [forwarded fulfill];
        }
    }];
    [GBNotificationBridge presentEnergyFullNow];
    [self waitForExpectations:@[forwarded] timeout:10];
}

@end
