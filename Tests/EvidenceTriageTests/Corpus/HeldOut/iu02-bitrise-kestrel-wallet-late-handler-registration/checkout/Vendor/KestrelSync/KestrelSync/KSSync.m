//
//  KSSync.m
//  KestrelSync
//

#import "KSSync.h"
#import <BackgroundTasks/BackgroundTasks.h>
#import "KSEvidence.h"

NS_ASSUME_NONNULL_BEGIN

/*
 Notice on iOS 13+ Background Task debugging:

 e -l objc -- (void)[[BGTaskScheduler sharedScheduler] _simulateLaunchForTaskWithIdentifier:@"org.kestrel.kestrelsync.backgroundblocksync"]
 */

NSString *const KSBackgroundBlockSyncIdentifier = @"org.kestrel.kestrelsync.backgroundblocksync";
NSString *const KSMasternodeListSyncIdentifier = @"org.kestrel.kestrelsync.masternodelistsync";

@interface KSSync ()
@property (nonatomic, readwrite) BOOL blockSyncTaskRegistered;
@property (nonatomic, readwrite) BOOL masternodeListTaskRegistered;
@property (nullable, nonatomic, copy) void (^backgroundFetchCompletion)(UIBackgroundFetchResult);
@end

@implementation KSSync

+ (instancetype)sharedSyncController {
    static KSSync *_sharedInstance = nil;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        _sharedInstance = [[self alloc] init];
    });
    return _sharedInstance;
}

- (void)registerBackgroundFetchOnce {
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        BGTaskScheduler *taskScheduler = [BGTaskScheduler sharedScheduler];
        const BOOL registerSuccess =
            [taskScheduler registerForTaskWithIdentifier:KSBackgroundBlockSyncIdentifier
                                              usingQueue:nil
                                           launchHandler:^(BGTask *task) {
                KSRecord(KSBackgroundBlockSyncIdentifier, @"appRefresh", @"launch", @"succeeded", nil);
                [self scheduleBackgroundFetch];
                [self runBlockSyncTask:task];
            }];
        self.blockSyncTaskRegistered = registerSuccess;
        KSRecord(KSBackgroundBlockSyncIdentifier, @"appRefresh", @"registration", registerSuccess ? @"succeeded" : @"failed", nil);
        NSAssert(registerSuccess, @"Add background task identifier '%@' to the App's Info.plist", KSBackgroundBlockSyncIdentifier);

        const BOOL masternodeSuccess =
            [taskScheduler registerForTaskWithIdentifier:KSMasternodeListSyncIdentifier
                                              usingQueue:nil
                                           launchHandler:^(BGTask *task) {
                KSRecord(KSMasternodeListSyncIdentifier, @"processing", @"launch", @"succeeded", nil);
                [task setTaskCompletedWithSuccess:YES];
            }];
        self.masternodeListTaskRegistered = masternodeSuccess;
        KSRecord(KSMasternodeListSyncIdentifier, @"processing", @"registration", masternodeSuccess ? @"succeeded" : @"failed", nil);
        if (!masternodeSuccess) {
            NSLog(@"[KestrelSync] registration failed for %@", KSMasternodeListSyncIdentifier);
        }
        NSAssert(masternodeSuccess, @"Add background task identifier '%@' to the App's Info.plist", KSMasternodeListSyncIdentifier);
    });
}

- (void)setupSyncOnce {
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        NSLog(@"[KestrelSync] sync setup complete");
    });
}

- (void)runBlockSyncTask:(id)task {
    [task setExpirationHandler:^{
        [self backgroundFetchTimedOut];
    }];
    [self performFetchWithCompletionHandler:^(UIBackgroundFetchResult backgroundFetchResult) {
        const BOOL success = backgroundFetchResult == UIBackgroundFetchResultNewData;
        [task setTaskCompletedWithSuccess:success];
    }];
}

- (void)scheduleBackgroundFetch {
    BGAppRefreshTaskRequest *request = [[BGAppRefreshTaskRequest alloc] initWithIdentifier:KSBackgroundBlockSyncIdentifier];
    // Fetch no earlier than 15 minutes from now
    request.earliestBeginDate = [NSDate dateWithTimeIntervalSinceNow:15.0 * 60.0];

    NSError *error = nil;
    [[BGTaskScheduler sharedScheduler] submitTaskRequest:request error:&error];
    if (error) {
        NSLog(@"[KestrelSync] Error scheduling background refresh: %@", error);
        KSRecord(KSBackgroundBlockSyncIdentifier, @"appRefresh", @"submission", @"failed", error);
    } else {
        KSRecord(KSBackgroundBlockSyncIdentifier, @"appRefresh", @"submission", @"succeeded", nil);
    }
}

- (void)performFetchWithCompletionHandler:(void (^)(UIBackgroundFetchResult))completionHandler {
    if (self.chainSyncProgress >= 1.0) {
        NSLog(@"[KestrelSync] Background fetch: already synced");
        if (completionHandler) {
            completionHandler(UIBackgroundFetchResultNoData);
        }
        return;
    }
    self.backgroundFetchCompletion = completionHandler;
    NSLog(@"[KestrelSync] Background fetch: starting");
}

- (void)backgroundFetchTimedOut {
    NSLog(@"[KestrelSync] Background fetch timeout with progress: %f", self.chainSyncProgress);
    if (self.backgroundFetchCompletion) {
        self.backgroundFetchCompletion(self.chainSyncProgress > 0.1 ? UIBackgroundFetchResultNewData : UIBackgroundFetchResultFailed);
    }
    self.backgroundFetchCompletion = nil;
}

@end

NS_ASSUME_NONNULL_END
