//
//  MRDApplicationState.m
//  Meridian
//
//  Flush when the host app moves to the background. iOS/tvOS/Catalyst use a
//  UIKit background task; watchOS uses -[NSProcessInfo performExpiringActivityWithReason:usingBlock:].
//

#import "MRDApplicationState.h"
#import "MRDBackgroundTaskCoordinator.h"
#import "MRDLogger.h"

@implementation MRDApplicationState

- (instancetype)initWithRepository:(MRDEventRepository *)repository
                       coordinator:(id<MRDBackgroundTaskCoordinator>)coordinator {
    if ((self = [super init])) {
        _repository = repository;
        _coordinator = coordinator;
    }
    return self;
}

- (void)applicationDidEnterBackground {
#if TARGET_OS_WATCH
    [NSProcessInfo.processInfo performExpiringActivityWithReason:@"com.meridian.flush"
                                                      usingBlock:^(BOOL expired) {
        if (expired) {
            MRDLogDebug(@"expiring activity expired; cancelling flush");
            [self.repository cancelFlush];
            if (self.onExpiration) self.onExpiration();
            return;
        }
        MRDLogDebug(@"expiring activity started (expired=NO), flushing");
        [self.repository flushSynchronously];
    }];
#else
    __block MRDBackgroundTaskID taskID = [self.coordinator beginBackgroundTaskWithName:@"com.meridian.flush"
                                                                    expirationHandler:^{
        [self.repository cancelFlush];
        [self.coordinator endBackgroundTask:taskID];
    }];
    [self.repository flushWithCompletion:^(BOOL success) {
        if (!success) {
            MRDLogWarn(@"background flush failed; events stay queued");
            return;
        }
        [self.coordinator endBackgroundTask:taskID];
    }];
#endif
}

@end
