//
//  StreamerBackgroundTaskTests.m
//  TidelineTests
//

#import <XCTest/XCTest.h>
#import "TLAudioStreamer.h"
#import "TLFakeApplication.h"

@interface StreamerBackgroundTaskTests : XCTestCase
@property (nonatomic, strong) TLFakeApplication *application;
@property (nonatomic, strong) TLAudioStreamer *streamer;
@end

@implementation StreamerBackgroundTaskTests

- (void)setUp
{
    [super setUp];
    self.application = [TLFakeApplication new];
    self.application.applicationState = UIApplicationStateBackground;
    self.streamer = [[TLAudioStreamer alloc] initWithURL:[NSURL URLWithString:@"https://stream.example.org/tideline.aac"]
                                             application:self.application];
}

- (void)testBeginBackgroundTaskPassesExpirationHandler
{
    [self.streamer audioQueueDidStop];

    XCTAssertNotNil(self.application.lastExpirationHandler, @"a background task without an expiration handler gets the app killed when time runs out");
}

- (void)testExpirationEndsBackgroundTask
{
    [self.streamer audioQueueDidStop];
    [self.application fireExpiration];

    XCTAssertEqualObjects(self.application.endedTaskIDs, self.application.begunTaskIDs);
}

- (void)testStoppedQueueHoldsSingleBackgroundTask
{
    [self.streamer audioQueueDidStop];
    [self.streamer audioQueueDidStop];
    [self.streamer audioQueueDidStop];

    XCTAssertEqual(self.application.outstandingTaskCount, 1u);
}

@end
