//
//  RLFileStoreTests.m
//  RelaySDKTests
//

#import <XCTest/XCTest.h>
#import "RLFileStore.h"
#import "RLTestBackgroundModeHandler.h"

@interface RLFileStoreTests : XCTestCase
@property (nonatomic) RLTestBackgroundModeHandler *backgroundModeHandler;
@property (nonatomic) RLFileStore *store;
@end

@implementation RLFileStoreTests

- (void)setUp
{
    [super setUp];
    self.backgroundModeHandler = [[RLTestBackgroundModeHandler alloc] init];
    self.store = [[RLFileStore alloc] initWithCredentials:[RLCredentials testCredentials]
                                    backgroundModeHandler:self.backgroundModeHandler];
}

- (void)testCommitEndsItsBackgroundTask
{
    [self.store storeRoom:[RLRoom testRoomWithId:@"!a:relay.test"]];
    XCTestExpectation *committed = [self expectationWithDescription:@"commit"];
    [self.store commitWithCompletion:^{ [committed fulfill]; }];
    [self waitForExpectationsWithTimeout:5 handler:nil];

    XCTAssertEqual(self.backgroundModeHandler.runningTaskCount, 0u);
}

- (void)testParallelCommitsEndEveryBackgroundTask
{
    // A sync response, a read receipt and a leave can all commit before the
    // first write finishes.
    XCTestExpectation *committed = [self expectationWithDescription:@"three commits"];
    committed.expectedFulfillmentCount = 3;
    for (NSString *roomId in @[ @"!a:relay.test", @"!b:relay.test", @"!c:relay.test" ]) {
        [self.store storeRoom:[RLRoom testRoomWithId:roomId]];
        [self.store commitWithCompletion:^{ [committed fulfill]; }];
    }
    [self waitForExpectationsWithTimeout:5 handler:nil];

    NSUInteger running = self.backgroundModeHandler.runningTaskCount;
    XCTAssertEqual(running, 0u, @"background tasks left running after 3 parallel commits: %@", self.backgroundModeHandler.runningTaskNames);
}

@end
