#import <XCTest/XCTest.h>
#import "PGPushTestClient.h"

@interface PGRemotePushTests : XCTestCase
@end

@implementation PGRemotePushTests

// Asks the staging backend to schedule a content-available (silent) push for
// 60 s from now through the messaging console API, then waits for
// application:didReceiveRemoteNotification:fetchCompletionHandler:.
- (void)testScheduledSilentPushWakesAppWithinFiveMinutes
{
    XCTestExpectation *delivered = [self expectationWithDescription:@"silent push delivered"];
    [PGPushTestClient observeNextSilentPush:^(NSDictionary *payload) {
        [delivered fulfill];
    }];
    [PGPushTestClient scheduleSilentPushInSeconds:60 campaign:@"ci-daily-chest"];
    [self waitForExpectations:@[delivered] timeout:300];
}

@end
