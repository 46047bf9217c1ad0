#import "BEAIntervalFlushPolicy.h"
#import "BEAFlusher.h"

@implementation BEAIntervalFlushPolicy {
    NSTimer *_timer;
    id _backgroundToken;
}

- (instancetype)initWithFlusher:(BEAFlusher *)flusher interval:(NSTimeInterval)interval center:(NSNotificationCenter *)center {
    if ((self = [super init])) {
        __weak BEAFlusher *weakFlusher = flusher;
        _timer = [NSTimer scheduledTimerWithTimeInterval:interval repeats:YES block:^(NSTimer *timer) {
            [weakFlusher flush];
        }];
        // Flush what the timer has not sent yet before the app is suspended.
        _backgroundToken = [center addObserverForName:UIApplicationDidEnterBackgroundNotification
                                               object:nil
                                                queue:NSOperationQueue.mainQueue
                                           usingBlock:^(NSNotification *note) {
            [weakFlusher flush];
        }];
    }
    return self;
}

@end
