#import <XCTest/XCTest.h>
#import <UserNotifications/UserNotifications.h>
#import "LFNotificationBridge.h"

@interface PushTokenTests : XCTestCase
@end

@implementation PushTokenTests

- (void)testSettingsReportAuthorizedAfterGrant
{
    LFNotificationSettings *settings = [LFNotificationBridge currentSettings];
    XCTAssertEqual(settings.authorizationStatus, UNAuthorizationStatusAuthorized);
}

- (void)testTokenRequestFinishesWhenAlreadyAuthorized
{
    XCTestExpectation *finished = [self expectationWithDescription:@"AuthorizationRequest.IsFinished"];
    [LFNotificationBridge requestAuthorizationWithOptions:(UNAuthorizationOptionAlert | UNAuthorizationOptionBadge | UNAuthorizationOptionSound)
                                   registerForRemote:YES
                                          completion:^(LFAuthorizationResult *result) {
        XCTAssertTrue(result.granted);
        XCTAssertGreaterThan(result.deviceToken.length, 0);
        [finished fulfill];
    }];
    [self waitForExpectationsWithTimeout:30 handler:nil];
}

@end
