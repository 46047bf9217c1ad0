#import <XCTest/XCTest.h>
#import "HLDownloadManager.h"
#import "HLEpisode.h"
#import "HLFakeDownloadTask.h"

@interface HLDownloadManagerTests : XCTestCase
@property (nonatomic, strong) HLDownloadManager *manager;
@end

@implementation HLDownloadManagerTests

- (void)setUp {
    self.manager = [[HLDownloadManager alloc] initWithSessionIdentifier:@"com.harborlight.ios.downloads.tests"];
}

- (void)tearDown {
    [self.manager.session invalidateAndCancel];
}

- (void)testTrackedTaskCompletionCallsCompletion {
    XCTestExpectation *done = [self expectationWithDescription:@"completion"];
    HLFakeDownloadTask *task = [HLFakeDownloadTask taskWithIdentifier:3];
    [self.manager trackTask:(NSURLSessionTask *)task episode:[HLEpisode fixture:@"harbor-talk-214"] completion:^(NSURL *url, NSError *error) {
        [done fulfill];
    }];
    [self.manager URLSession:self.manager.session task:(NSURLSessionTask *)task didCompleteWithError:nil];
    [self waitForExpectations:@[done] timeout:1];
}

- (void)testReattachedTaskCompletionWithoutDelegate {
    // After a relaunch the background session hands back transfers started by the previous
    // process: this manager never created them, so there is no delegate entry and no KVO registration.
    HLFakeDownloadTask *reattached = [HLFakeDownloadTask taskWithIdentifier:41];
    [self.manager URLSession:self.manager.session task:(NSURLSessionTask *)reattached didCompleteWithError:nil];
    XCTAssertEqual(self.manager.pendingDelegateCount, 0u);
}

- (void)testFinishEventsKeepsPendingDelegates {
    [self.manager trackTask:(NSURLSessionTask *)[HLFakeDownloadTask taskWithIdentifier:7] episode:[HLEpisode fixture:@"harbor-talk-213"] completion:nil];
    [self.manager trackTask:(NSURLSessionTask *)[HLFakeDownloadTask taskWithIdentifier:8] episode:[HLEpisode fixture:@"harbor-talk-214"] completion:nil];

    // The system woke the app only to answer an authentication challenge; both downloads are still running.
    [self.manager URLSessionDidFinishEventsForBackgroundURLSession:self.manager.session];

    XCTAssertEqual(self.manager.pendingDelegateCount, 2u, @"delegates for tasks still running were dropped when the session finished delivering events");
}

@end
