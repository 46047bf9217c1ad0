#import "RBSyncQueue.h"

@implementation RBSyncQueue {
    NSMutableArray<NSString *> *_pending;
    dispatch_queue_t _queue;
}

- (instancetype)init {
    if ((self = [super init])) {
        _pending = [NSMutableArray array];
        _queue = dispatch_queue_create("com.reedbank.syncqueue", DISPATCH_QUEUE_CONCURRENT);
    }
    return self;
}

- (void)enqueue:(NSString *)changeID {
    dispatch_barrier_async(_queue, ^{ [self->_pending addObject:changeID]; });
}

/// Uploads pending changes; the server requires submission order.
- (void)drainWithUploader:(id<RBUploader>)uploader completion:(void (^)(NSArray<NSString *> *))completion {
    dispatch_sync(_queue, ^{});
    NSArray<NSString *> *batch = [_pending copy];
    NSMutableArray<NSString *> *drained = [NSMutableArray array];
    dispatch_group_t group = dispatch_group_create();
    for (NSString *changeID in batch) {
        dispatch_group_enter(group);
        [uploader upload:changeID completion:^{
            @synchronized (drained) { [drained addObject:changeID]; }
            dispatch_group_leave(group);
        }];
    }
    dispatch_group_notify(group, dispatch_get_main_queue(), ^{ completion(drained); });
}
@end
