//
//  PLVBackgroundTasks.m
//  Plover
//

#import "PLVBackgroundTasks.h"
#import <BackgroundTasks/BackgroundTasks.h>

NSString *const PLVRefreshTaskIdentifier = @"com.plovernews.plover.refresh";
NSString *const PLVPrefetchAudioTaskIdentifier = @"com.plovernews.plover.prefetch-audio";

@implementation PLVBackgroundTasks

+ (void)registerLaunchHandlersWithRefresher:(PLVInboxRefresher *)refresher {
  [BGTaskScheduler.sharedScheduler registerForTaskWithIdentifier:PLVRefreshTaskIdentifier
                                                      usingQueue:nil
                                                   launchHandler:^(__kindof BGTask *task) {
    [self scheduleAppRefresh];
    task.expirationHandler = ^{ [refresher cancel]; };
    [refresher refreshWithCompletion:^(UIBackgroundFetchResult result) {
      [task setTaskCompletedWithSuccess:(result != UIBackgroundFetchResultFailed)];
    }];
  }];

  [BGTaskScheduler.sharedScheduler registerForTaskWithIdentifier:PLVPrefetchAudioTaskIdentifier
                                                      usingQueue:nil
                                                   launchHandler:^(__kindof BGTask *task) {
    task.expirationHandler = ^{ [refresher cancelAudioPrefetch]; };
    [refresher prefetchEpisodeAudioWithCompletion:^(BOOL success) {
      [task setTaskCompletedWithSuccess:success];
    }];
  }];
}

+ (void)scheduleAppRefresh {
  BGAppRefreshTaskRequest *request = [[BGAppRefreshTaskRequest alloc] initWithIdentifier:PLVRefreshTaskIdentifier];
  request.earliestBeginDate = [NSDate dateWithTimeIntervalSinceNow:30 * 60];
  NSError *error = nil;
  if (![BGTaskScheduler.sharedScheduler submitTaskRequest:request error:&error]) {
    NSLog(@"[PLVBackgroundTasks] refresh submit failed: %@", error);
  }
}

@end
