#import <XCTest/XCTest.h>
#import "WKHDownloadQueue.h"
#import "WKHFakeURLSession.h"

@interface WKHDownloadQueueTests : XCTestCase
@end

@implementation WKHDownloadQueueTests

- (void)testResumesAfterBackgroundSessionEvents {
    WKHFakeURLSession *session = [WKHFakeURLSession sessionWithCompletedTaskIdentifiers:@[@3, @4]];
    WKHDownloadQueue *queue = [[WKHDownloadQueue alloc] initWithSession:session];
    [queue enqueueEpisodeIDs:@[@"e1", @"e2", @"e3", @"e4", @"e5"]];
    [queue handleEventsForBackgroundURLSession:@"com.wickham.radio.downloads" completionHandler:^{}];
    XCTAssertEqualObjects(queue.pendingEpisodeIDs, (@[@"e5"]));
}

@end
