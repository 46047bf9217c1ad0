#import <BackgroundTasks/BackgroundTasks.h>
#import "UnityAppController.h"
#import "LBDiagnostics.h"

static NSString *const kCropSyncTaskId = @"com.lanternbaygames.farm.cropsync";

// Registered from LBAppController (subclass of UnityAppController) before launch completes.
void LBRegisterCropSync(void)
{
    BOOL ok = [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:kCropSyncTaskId usingQueue:nil launchHandler:^(BGTask *task) {
        [LBDiagnostics record:kCropSyncTaskId kind:@"appRefresh" phase:@"launch" outcome:@"succeeded" error:nil];
        UnitySendMessage("CropSync", "OnBackgroundRefresh", "");
        [task setTaskCompletedWithSuccess:YES];
    }];
    [LBDiagnostics record:kCropSyncTaskId kind:@"appRefresh" phase:@"registration" outcome:(ok ? @"succeeded" : @"failed") error:nil];
}

extern "C" bool _LBSubmitCropSync(double delaySeconds)
{
    BGAppRefreshTaskRequest *request = [[BGAppRefreshTaskRequest alloc] initWithIdentifier:kCropSyncTaskId];
    request.earliestBeginDate = [NSDate dateWithTimeIntervalSinceNow:delaySeconds];
    NSError *error = nil;
    BOOL ok = [[BGTaskScheduler sharedScheduler] submitTaskRequest:request error:&error];
    if (!ok) NSLog(@"[CropSync] submitTaskRequest failed: %@", error);
    [LBDiagnostics record:kCropSyncTaskId kind:@"appRefresh" phase:@"submission"
                  outcome:(ok ? @"succeeded" : @"failed")
                    error:(ok ? nil : [NSString stringWithFormat:@"%@:%ld", error.domain, (long)error.code])];
    return ok;
}
