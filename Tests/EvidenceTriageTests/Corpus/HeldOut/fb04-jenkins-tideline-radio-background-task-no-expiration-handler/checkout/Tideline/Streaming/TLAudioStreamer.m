//
//  TLAudioStreamer.m
//  Tideline
//
//  Streams a station's audio queue. When the queue stops while the app is in the background
//  we hold a background task so the next buffer fetch can restart playback.
//

#import "TLAudioStreamer.h"
#import "TLApplicationProviding.h"

@interface TLAudioStreamer ()
@property (nonatomic, strong) id<TLApplicationProviding> application;
@property (nonatomic, assign) UIBackgroundTaskIdentifier backgroundTaskID;
@end

@implementation TLAudioStreamer

- (instancetype)initWithURL:(NSURL *)url application:(id<TLApplicationProviding>)application
{
    if ((self = [super init])) {
        _url = url;
        _application = application;
        _backgroundTaskID = UIBackgroundTaskInvalid;
    }
    return self;
}

- (void)handleQueueStoppedWhileInBackground
{
    // Keep the process alive long enough to refill buffers and restart the queue.
    self.backgroundTaskID = [self.application beginBackgroundTaskWithExpirationHandler:nil];
    [self scheduleBufferRefill];
}

- (void)handleBufferRefilled
{
    if (self.backgroundTaskID != UIBackgroundTaskInvalid) {
        [self.application endBackgroundTask:self.backgroundTaskID];
        self.backgroundTaskID = UIBackgroundTaskInvalid;
    }
    [self restartQueue];
}

- (void)audioQueueDidStop
{
    if (self.application.applicationState == UIApplicationStateBackground) {
        [self handleQueueStoppedWhileInBackground];
    }
}

- (void)scheduleBufferRefill { /* network fetch, see TLBufferFetcher */ }
- (void)restartQueue { /* AudioQueueStart */ }

@end
