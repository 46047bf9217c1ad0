#import "BEALifecycleObserver.h"
#import "BEAFlusher.h"

@implementation BEALifecycleObserver {
    id _token;
}

- (instancetype)initWithFlusher:(BEAFlusher *)flusher center:(NSNotificationCenter *)center {
    if ((self = [super init])) {
        __weak BEAFlusher *weakFlusher = flusher;
        _token = [center addObserverForName:UIApplicationDidEnterBackgroundNotification
                                     object:nil
                                      queue:NSOperationQueue.mainQueue
                                 usingBlock:^(NSNotification *note) {
            [weakFlusher applicationDidEnterBackground];
        }];
    }
    return self;
}

@end
