#import <XCTest/XCTest.h>
#import <UserNotifications/UserNotifications.h>
#import "LanternfishTestBridge.h"

@interface NotificationAuthorizationTests : XCTestCase
@end

@implementation NotificationAuthorizationTests

- (void)setUp {
    [LanternfishTestBridge bootUnityIfNeeded];
}

- (void)testAuthorizationRequestFinishesAfterGrant {
    // The lab devices have notifications pre-approved for this bundle (MDM profile).
    [LanternfishTestBridge sendMessage:@"RequestAuthorization" toObject:@"NotificationsBootstrap"];
    XCTNSPredicateExpectation *finished = [[XCTNSPredicateExpectation alloc]
        initWithPredicate:[NSPredicate predicateWithFormat:@"authorizationFinished == YES"]
                   object:[LanternfishTestBridge shared]];
    [self waitForExpectations:@[finished] timeout:60];
    XCTAssertTrue([LanternfishTestBridge shared].authorizationGranted);
}

@end
