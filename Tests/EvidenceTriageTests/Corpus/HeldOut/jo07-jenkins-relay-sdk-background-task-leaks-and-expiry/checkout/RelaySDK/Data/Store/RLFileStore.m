//
//  RLFileStore.m
//  RelaySDK
//
//  Persists rooms and sync tokens to disk. Each commit holds a background
//  task so a commit started as the app leaves the foreground can finish.
//

#import "RLFileStore.h"
#import "RLBackgroundModeHandler.h"

@implementation RLFileStore {
    dispatch_queue_t _commitQueue;
    id<RLBackgroundTask> _commitBackgroundTask;
}

- (instancetype)initWithCredentials:(RLCredentials *)credentials backgroundModeHandler:(id<RLBackgroundModeHandler>)handler
{
    self = [super init];
    if (self) {
        _credentials = credentials;
        _backgroundModeHandler = handler;
        _commitQueue = dispatch_queue_create("RLFileStoreCommitQueue", DISPATCH_QUEUE_SERIAL);
    }
    return self;
}

- (void)commitWithCompletion:(void (^)(void))completion
{
    // Keep the app alive while the rooms are written out.
    _commitBackgroundTask = [self.backgroundModeHandler startBackgroundTaskWithName:@"RLFileStore.commit"
                                                                 expirationHandler:nil];
    NSDictionary *snapshot = [self.roomsToCommit copy];
    [self.roomsToCommit removeAllObjects];

    dispatch_async(_commitQueue, ^{
        [self saveRooms:snapshot];
        [self saveSyncToken];
        RLLogDebug(@"[RLFileStore] commit of %lu room(s) done", (unsigned long)snapshot.count);

        dispatch_async(dispatch_get_main_queue(), ^{
            [self->_commitBackgroundTask stop];
            self->_commitBackgroundTask = nil;
            if (completion) completion();
        });
    });
}

@end
