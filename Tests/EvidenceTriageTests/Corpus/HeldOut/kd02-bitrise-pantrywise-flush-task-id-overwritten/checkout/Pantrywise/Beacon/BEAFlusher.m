#import "BEAFlusher.h"
#import "BEAEventStore.h"

@interface BEAFlusher ()
@property (nonatomic, strong) id<BEABackgroundTaskApplication> application;
@property (nonatomic, strong) BEAEventStore *store;
@property (nonatomic, strong) id<BEATransport> transport;
@property (nonatomic, readwrite) UIBackgroundTaskIdentifier flushTaskID;
@end

@implementation BEAFlusher

- (instancetype)initWithApplication:(id<BEABackgroundTaskApplication>)application
                              store:(BEAEventStore *)store
                          transport:(id<BEATransport>)transport {
    if ((self = [super init])) {
        _application = application;
        _store = store;
        _transport = transport;
        _flushTaskID = UIBackgroundTaskInvalid;
    }
    return self;
}

#pragma mark - Background task bookkeeping

- (void)beginFlushTask {
    NSParameterAssert(self.flushTaskID == UIBackgroundTaskInvalid);
    __weak typeof(self) weakSelf = self;
    self.flushTaskID = [self.application beginBackgroundTaskWithName:@"BEAFlusher.flush"
                                                    expirationHandler:^{
        [weakSelf endFlushTask];
    }];
}

- (void)endFlushTask {
    [self.application endBackgroundTask:self.flushTaskID];
    self.flushTaskID = UIBackgroundTaskInvalid;
}

#pragma mark - Flushing

- (void)applicationDidEnterBackground {
    [self beginFlushTask];
    [self sendQueuedEvents];
}

- (void)flush {
    __weak typeof(self) weakSelf = self;
    self.flushTaskID = [self.application beginBackgroundTaskWithName:@"BEAFlusher.flush"
                                                    expirationHandler:^{
        [weakSelf endFlushTask];
    }];
    [self sendQueuedEvents];
}

- (void)sendQueuedEvents {
    NSArray<NSDictionary *> *batch = [self.store drainBatchOfSize:100];
    [self.transport sendBatch:batch completion:^(NSError *error) {
        if (error) {
            [self.store requeue:batch];
        }
        [self endFlushTask];
    }];
}

@end
