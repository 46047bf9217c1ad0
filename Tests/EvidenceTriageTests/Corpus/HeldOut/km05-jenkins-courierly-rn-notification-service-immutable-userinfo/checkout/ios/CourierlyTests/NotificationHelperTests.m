#import <XCTest/XCTest.h>
#import <UserNotifications/UserNotifications.h>
#import "CourierNotificationHelper.h"

@interface NotificationHelperTests : XCTestCase
@end

@implementation NotificationHelperTests

- (UNNotificationRequest *)requestWithUserInfo:(NSDictionary *)userInfo {
    UNMutableNotificationContent *content = [UNMutableNotificationContent new];
    content.title = @"Your parcel is on its way";
    content.userInfo = userInfo;
    return [UNNotificationRequest requestWithIdentifier:@"p-1" content:content trigger:nil];
}

- (void)testBadgeTextPluralization {
    XCTAssertEqualObjects([CourierNotificationHelper badgeTextForStops:1], @"1 stop away");
    XCTAssertEqualObjects([CourierNotificationHelper badgeTextForStops:3], @"3 stops away");
}

- (void)testPopulatesTrackingBadgeFromPayload {
    // Payload as APNs delivers it: an immutable dictionary.
    UNNotificationRequest *request = [self requestWithUserInfo:@{@"courier": @{@"stops_away": @2}, @"parcel_id": @"P-88213"}];
    XCTestExpectation *delivered = [self expectationWithDescription:@"content delivered"];
    __block UNNotificationContent *result = nil;

    [CourierNotificationHelper populateNotificationContent:request withContentHandler:^(UNNotificationContent *content) {
        result = content;
        [delivered fulfill];
    }];

    [self waitForExpectations:@[delivered] timeout:5];
    XCTAssertEqualObjects(result.userInfo[@"courier_badge"], @"2 stops away");
}

- (void)testTimeWillExpireDeliversBestAttempt {
    XCTAssertNotNil([self requestWithUserInfo:@{}].content);
}

@end
