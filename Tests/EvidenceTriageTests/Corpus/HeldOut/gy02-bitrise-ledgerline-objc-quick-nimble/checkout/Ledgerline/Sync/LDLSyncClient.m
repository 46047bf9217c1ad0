//
//  LDLSyncClient.m
//  Ledgerline
//

#import "LDLSyncClient.h"
#import "LDLBackgroundTaskScheduling.h"
#import "LDLSyncEngine.h"

@interface LDLSyncClient ()
@property (nonatomic, strong) id<LDLSyncEngine> engine;
@property (nonatomic, strong) id<LDLBackgroundTaskScheduling> backgroundTaskScheduler;
@property (nonatomic, assign) UIBackgroundTaskIdentifier backgroundTask;
@end

@implementation LDLSyncClient

- (instancetype)initWithEngine:(id<LDLSyncEngine>)engine backgroundTaskScheduler:(id<LDLBackgroundTaskScheduling>)scheduler {
    if ((self = [super init])) {
        _engine = engine;
        _backgroundTaskScheduler = scheduler;
        _backgroundTask = UIBackgroundTaskInvalid;
    }
    return self;
}

- (void)start {
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(applicationDidEnterBackground:)
                                                 name:UIApplicationDidEnterBackgroundNotification
                                               object:nil];
    [self.engine start];
}

- (void)applicationDidEnterBackground:(NSNotification *)note {
    __weak typeof(self) weakSelf = self;
    self.backgroundTask = [self.backgroundTaskScheduler beginBackgroundTaskWithName:@"ledgerline.sync.flush"
                                                                 expirationHandler:^{
        // The scheduler ends the task itself after running this handler, so
        // only stop the engine here (see "Remove redundant cancelation").
        [weakSelf.engine stopWithCompletion:nil];
    }];
    [self.engine flushPendingChangesWithCompletion:^(NSError *error) {
        [weakSelf endBackgroundTaskIfNeeded];
    }];
}

- (void)endBackgroundTaskIfNeeded {
    if (self.backgroundTask == UIBackgroundTaskInvalid) { return; }
    [self.backgroundTaskScheduler endBackgroundTask:self.backgroundTask];
    self.backgroundTask = UIBackgroundTaskInvalid;
}

@end
