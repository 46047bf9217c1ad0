#import <XCTest/XCTest.h>
#import <AVFoundation/AVFoundation.h>
#import "HLPlaybackQueue.h"

@interface HLPlaybackQueueTests : XCTestCase
@end

@implementation HLPlaybackQueueTests

- (void)testResumesAfterRouteChange {
    HLPlaybackQueue *queue = [HLPlaybackQueue queueWithEpisodes:@[@"harbor-talk-212", @"harbor-talk-213"]];
    [queue play];
    [[NSNotificationCenter defaultCenter] postNotificationName:AVAudioSessionRouteChangeNotification object:nil
                                                      userInfo:@{AVAudioSessionRouteChangeReasonKey: @(AVAudioSessionRouteChangeReasonOldDeviceUnavailable)}];
    XCTAssertTrue(queue.isPaused);
    [queue play];
    XCTAssertFalse(queue.isPaused);
}

- (void)testSkipForwardThirtySeconds {
    HLPlaybackQueue *queue = [HLPlaybackQueue queueWithEpisodes:@[@"harbor-talk-212"]];
    [queue seekTo:60];
    [queue skipForward];
    XCTAssertEqualWithAccuracy(queue.currentTime, 90, 0.01);
}

@end
