#import "TaskServiceHarness.h"
#import <ExpoTaskManager/EXTaskService.h>

// Drives EXTaskService the way a BGTaskScheduler launch does, without JS:
// runTasksWithReason: creates an EXTaskExecutionRequest; the fake consumer reports
// completion through notifyTaskWithName:forAppId:didFinishWithResponse:.
@implementation TaskServiceHarness

- (void)runBackgroundLaunch:(void (^)(NSArray *results))callback
{
  [[EXTaskService shared] runTasksWithReason:EXTaskLaunchReasonBackgroundTask
                                    userInfo:nil
                           completionHandler:^(UIBackgroundFetchResult result) { callback(@[@(result)]); }];
}

- (void)finishTaskDuringForegroundTransition
{
  dispatch_queue_t queue = dispatch_queue_create("expo.modules.ExpoTaskManagerQueue", DISPATCH_QUEUE_SERIAL);
  dispatch_async(queue, ^{
    [[NSNotificationCenter defaultCenter] postNotificationName:UIApplicationWillEnterForegroundNotification object:nil];
    [[EXTaskService shared] notifyTaskWithName:self.taskName forAppId:self.appId didFinishWithResponse:@{@"result": @1}];
  });
}

@end
