#import <Foundation/Foundation.h>
#import <BackgroundTasks/BackgroundTasks.h>
#import "UnityAppController.h"
#import "AppDelegateListener.h"

static NSString *const kRewardRefreshTaskId = @"com.puddlejump.game.reward-refresh";
static NSString *sLastSubmitError = nil;
static BOOL sLastSubmitOK = NO;

@interface RewardRefreshListener : NSObject <AppDelegateListener>
@end

@implementation RewardRefreshListener

+ (void)load
{
    static RewardRefreshListener *listener;
    listener = [RewardRefreshListener new];
    UnityRegisterAppDelegateListener(listener);
}

- (void)didFinishLaunching:(NSNotification *)notification
{
    BOOL ok = [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:kRewardRefreshTaskId
                                                                    usingQueue:nil
                                                                 launchHandler:^(__kindof BGTask *task) {
        UnitySendMessage("RewardRefreshDriver", "OnBackgroundRefresh", "");
        [task setTaskCompletedWithSuccess:YES];
    }];
    NSLog(@"[RewardRefresh] register %@ -> %@", kRewardRefreshTaskId, ok ? @"YES" : @"NO");
}

@end

extern "C" {

bool _RewardRefresh_Submit(double earliestSeconds)
{
    BGAppRefreshTaskRequest *request = [[BGAppRefreshTaskRequest alloc] initWithIdentifier:kRewardRefreshTaskId];
    request.earliestBeginDate = [NSDate dateWithTimeIntervalSinceNow:earliestSeconds];
    NSError *error = nil;
    sLastSubmitOK = [[BGTaskScheduler sharedScheduler] submitTaskRequest:request error:&error];
    sLastSubmitError = error ? error.description : nil;
    if (sLastSubmitOK) {
        NSLog(@"[RewardRefresh] submitted %@ earliestBeginDate=+%.0fs", kRewardRefreshTaskId, earliestSeconds);
    } else {
        NSLog(@"[RewardRefresh] submit failed: %@", error);
    }
    return sLastSubmitOK;
}

const char *_RewardRefresh_LastError(void)
{
    return sLastSubmitError ? strdup(sLastSubmitError.UTF8String) : NULL;
}

}
