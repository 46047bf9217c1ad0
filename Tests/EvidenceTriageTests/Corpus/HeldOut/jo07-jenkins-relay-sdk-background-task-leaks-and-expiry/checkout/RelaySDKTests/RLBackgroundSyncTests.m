//
//  RLBackgroundSyncTests.m
//  RelaySDKTests
//
//  Runs in the RelayHost test host app.
//

#import <XCTest/XCTest.h>
#import "RLBackgroundSync.h"
#import "RLMockHomeserver.h"

@interface RLBackgroundSyncTests : XCTestCase
@end

@implementation RLBackgroundSyncTests

- (void)testBackgroundSyncStopsWhenSystemExpiresTask
{
    RLMockHomeserver *homeserver = [RLMockHomeserver startedServerWithLongPollDelay:600];
    RLBackgroundSync *sync = [[RLBackgroundSync alloc] initWithHomeserver:homeserver.baseURL
                                                    backgroundModeHandler:[RLUIKitBackgroundModeHandler new]];

    XCTestExpectation *stopped = [self expectationWithDescription:@"background sync stopped by expiration"];
    sync.onStop = ^(RLBackgroundSyncStopReason reason) {
        if (reason == RLBackgroundSyncStopReasonExpired) [stopped fulfill];
    };
    [sync start];

    // iOS gives a backgrounded app roughly 30 s (historically 180 s); the
    // long-poll never returns, so expiration must stop the sync.
    [self waitForExpectationsWithTimeout:200 handler:nil];
}

@end
