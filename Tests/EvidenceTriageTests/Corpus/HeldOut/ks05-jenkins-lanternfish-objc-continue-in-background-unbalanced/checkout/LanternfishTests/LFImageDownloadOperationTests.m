#import <XCTest/XCTest.h>
#import "LFImageDownloadOperation.h"
#import "LFRecordingApplication.h"
#import "LFStubURLSession.h"

@interface LFImageDownloadOperationTests : XCTestCase
@property (nonatomic) LFRecordingApplication *app;
@property (nonatomic) LFStubURLSession *session;
@end

@implementation LFImageDownloadOperationTests

- (void)setUp {
    self.app = [LFRecordingApplication new];
    self.session = [LFStubURLSession sessionReturningData:[NSData dataWithContentsOfFile:LFFixture(@"pier.jpg")]];
}

- (void)testDownloadWithoutBackgroundOptionBeginsNoTask {
    LFImageDownloadOperation *op = [[LFImageDownloadOperation alloc] initWithRequest:LFRequest(@"pier.jpg") session:self.session options:0 application:self.app];
    [op start]; [self.session completeAll];
    XCTAssertEqual(self.app.begunTaskIdentifiers.count, 0);
}

- (void)testContinueInBackgroundEndsBackgroundTask {
    LFImageDownloadOperation *op = [[LFImageDownloadOperation alloc] initWithRequest:LFRequest(@"pier.jpg") session:self.session
                                                                             options:LFImageDownloaderContinueInBackground application:self.app];
    [op start]; [self.session completeAll];
    XCTAssertEqual(self.app.begunTaskIdentifiers.count, 1);
    XCTAssertEqual(self.app.endedTaskIdentifiers.count, 1, @"beginBackgroundTaskWithName: not balanced by endBackgroundTask:");
}

@end
