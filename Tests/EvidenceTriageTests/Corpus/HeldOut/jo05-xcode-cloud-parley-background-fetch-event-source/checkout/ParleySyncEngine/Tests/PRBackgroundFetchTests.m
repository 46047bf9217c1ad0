//
//  PRBackgroundFetchTests.m
//  ParleySyncEngineTests
//

#import <XCTest/XCTest.h>
#import "PRIntegrationTest.h"
#import "PRUserSession+Background.h"

@interface PRBackgroundFetchTests : PRIntegrationTest
@end

@implementation PRBackgroundFetchTests

- (void)testThatItCreatesLocalNotificationForMessageFetchedDuringSilentPush
{
    XCTAssertTrue([self login]);
    [self.mockTransport.remoteConversation(self.groupConversation) enqueueTextMessage:@"ferry at 6?" from:self.user1];
    [self.application simulateApplicationState:UIApplicationStateBackground];

    XCTestExpectation *fetched = [self expectationWithDescription:@"silent push handled"];
    [self.userSession application:self.application
     didReceiveRemoteNotification:@{ @"aps" : @{ @"content-available" : @1 } }
           fetchCompletionHandler:^(UIBackgroundFetchResult result) {
        XCTAssertEqual(result, UIBackgroundFetchResultNewData);
        [fetched fulfill];
    }];
    [self waitForExpectationsWithTimeout:5 handler:nil];

    XCTAssertEqual(self.notificationCenter.scheduledRequests.count, 1u);
}

- (void)testThatItCreatesLocalNotificationForMessageFetchedDuringBackgroundFetch
{
    XCTAssertTrue([self login]);
    [self.mockTransport.remoteConversation(self.groupConversation) enqueueTextMessage:@"running late" from:self.user1];
    [self.application simulateApplicationState:UIApplicationStateBackground];

    XCTestExpectation *fetched = [self expectationWithDescription:@"background fetch handled"];
    [self.userSession application:self.application performFetchWithCompletionHandler:^(UIBackgroundFetchResult result) {
        XCTAssertEqual(result, UIBackgroundFetchResultNewData);
        [fetched fulfill];
    }];
    [self waitForExpectationsWithTimeout:5 handler:nil];

    NSString *why = @"local notifications scheduled for events fetched by the OS-triggered background fetch";
    XCTAssertEqual(self.notificationCenter.scheduledRequests.count, 1u, @"%@", why);
}

@end
