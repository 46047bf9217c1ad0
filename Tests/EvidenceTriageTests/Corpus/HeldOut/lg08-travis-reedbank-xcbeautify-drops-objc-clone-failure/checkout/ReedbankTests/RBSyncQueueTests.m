#import <XCTest/XCTest.h>
#import "RBSyncQueue.h"
#import "RBFakeUploader.h"

@interface RBSyncQueueTests : XCTestCase
@end

@implementation RBSyncQueueTests

- (void)testEnqueueKeepsAllChanges {
    RBSyncQueue *queue = [RBSyncQueue new];
    [queue enqueue:@"a"]; [queue enqueue:@"b"];
    XCTAssertEqual(queue.pendingCount, 2);
}

- (void)testDrainsInSubmissionOrder {
    RBSyncQueue *queue = [RBSyncQueue new];
    [queue enqueue:@"a"]; [queue enqueue:@"b"]; [queue enqueue:@"c"];
    RBFakeUploader *uploader = [RBFakeUploader uploaderWithLatencies:@{@"a": @0.05, @"b": @0.0, @"c": @0.1}];
    XCTestExpectation *done = [self expectationWithDescription:@"drained"];
    __block NSArray *drained;
    [queue drainWithUploader:uploader completion:^(NSArray *ids) { drained = ids; [done fulfill]; }];
    [self waitForExpectations:@[done] timeout:2];
    XCTAssertEqualObjects(drained, (@[@"a", @"b", @"c"]));
}

@end
