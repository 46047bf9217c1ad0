//
//  PTLifecycleObserver.m
//  Pintail
//

#import "PTLifecycleObserver.h"
#import "PTTracker+Internal.h"

@implementation PTLifecycleObserver {
    __weak PTTracker *_tracker;
    BOOL _isInBackground;
}

- (instancetype)initWithTracker:(PTTracker *)tracker {
    if (self = [super init]) {
        _tracker = tracker;
        _isInBackground = NO;
        NSNotificationCenter *center = [NSNotificationCenter defaultCenter];
        [center addObserver:self selector:@selector(appDidEnterBackground:) name:UIApplicationDidEnterBackgroundNotification object:nil];
        [center addObserver:self selector:@selector(appWillEnterForeground:) name:UIApplicationWillEnterForegroundNotification object:nil];
    }
    return self;
}

- (void)appDidEnterBackground:(NSNotification *)notification {
    [_tracker.session updateInBackground];
    [_tracker trackLifecycleEvent:PTLifecycleEventBackground];
}

- (void)appWillEnterForeground:(NSNotification *)notification {
    // Only a transition out of the background produces a foreground event.
    if (!_isInBackground) {
        return;
    }
    _isInBackground = NO;
    [_tracker.session updateInForeground];
    [_tracker trackLifecycleEvent:PTLifecycleEventForeground];
}

@end
