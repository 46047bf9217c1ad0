#import <XCTest/XCTest.h>
#import "BEAFlusher.h"
#import "BEAEventStore.h"
#import "BEATestDoubles.h"

@interface BEAFlusherTests : XCTestCase
@property (nonatomic, strong) BEAFakeApplication *app;
@property (nonatomic, strong) BEAPendingTransport *transport;
@property (nonatomic, strong) BEAEventStore *store;
@end

@implementation BEAFlusherTests

- (void)setUp {
    self.app = [BEAFakeApplication new];
    self.transport = [BEAPendingTransport new];
    self.store = [BEAEventStore inMemoryStore];
    [self.store append:@{@"event": @"list_opened", @"list": @"weekly"}];
}

- (void)testFlushEndsTaskAfterUpload {
    BEAFlusher *flusher = [[BEAFlusher alloc] initWithApplication:self.app store:self.store transport:self.transport];
    [flusher flush];
    [self.transport completeNextWithError:nil];
    XCTAssertEqualObjects([self.app.endedTaskIDs componentsJoinedByString:@","], @"1");
}

- (void)testSecondFlushKeepsFirstTaskEndable {
    BEAFlusher *flusher = [[BEAFlusher alloc] initWithApplication:self.app store:self.store transport:self.transport];
    [flusher flush];
    [self.store append:@{@"event": @"item_checked", @"item": @"oat milk"}];
    [flusher flush];

    [self.transport completeNextWithError:nil];
    [self.transport completeNextWithError:nil];

    NSString *ended = [self.app.endedTaskIDs componentsJoinedByString:@","];
    XCTAssertEqualObjects(ended, @"1,2", @"first flush's background task was never ended");
}

- (void)testFailedUploadRequeuesBatch {
    BEAFlusher *flusher = [[BEAFlusher alloc] initWithApplication:self.app store:self.store transport:self.transport];
    [flusher flush];
    [self.transport completeNextWithError:[NSError errorWithDomain:NSURLErrorDomain code:NSURLErrorTimedOut userInfo:nil]];
    XCTAssertEqual(self.store.count, 1);
}

- (void)testFlushDuringBackgroundFlushIsCoalesced {
    BEAFlusher *flusher = [[BEAFlusher alloc] initWithApplication:self.app store:self.store transport:self.transport];
    [flusher applicationDidEnterBackground];
    // A second backgrounding while the first upload is still in flight
    // (quick app switch) must reuse the task that is already running.
    [flusher applicationDidEnterBackground];

    [self.transport completeNextWithError:nil];
    XCTAssertEqual(self.app.begunTaskIDs.count, 1);
}

@end
