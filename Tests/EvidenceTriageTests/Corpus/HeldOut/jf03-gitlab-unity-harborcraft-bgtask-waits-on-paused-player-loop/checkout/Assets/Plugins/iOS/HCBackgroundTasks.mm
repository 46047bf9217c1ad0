#import <Foundation/Foundation.h>
#import <BackgroundTasks/BackgroundTasks.h>
#import "HCTaskRecorder.h"

extern "C" void UnitySendMessage(const char *obj, const char *method, const char *msg);

static NSString *const kCloudSaveTaskId = @"com.pebblecove.harborcraft.cloudsave";
static BGProcessingTask *gCloudSaveTask = nil;
static NSDate *gCloudSaveLaunchedAt = nil;

@interface HCBackgroundTasks : NSObject
+ (void)registerTasks;
+ (void)scheduleCloudSave;
@end

@implementation HCBackgroundTasks

+ (void)registerTasks {
    BOOL ok = [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:kCloudSaveTaskId
                                                                   usingQueue:nil
                                                                launchHandler:^(__kindof BGTask *task) {
        [HCBackgroundTasks handleCloudSave:(BGProcessingTask *)task];
    }];
    HCRecord(kCloudSaveTaskId, @"processing", @"registration", ok, ok ? nil : @"BGTaskScheduler.register returned NO");
}

+ (void)scheduleCloudSave {
    BGProcessingTaskRequest *request = [[BGProcessingTaskRequest alloc] initWithIdentifier:kCloudSaveTaskId];
    request.requiresNetworkConnectivity = YES;
    NSError *error = nil;
    BOOL ok = [[BGTaskScheduler sharedScheduler] submitTaskRequest:request error:&error];
    HCRecord(kCloudSaveTaskId, @"processing", @"submission", ok,
             ok ? nil : [NSString stringWithFormat:@"%@:%ld", error.domain, (long)error.code]);
}

+ (void)handleCloudSave:(BGProcessingTask *)task {
    HCRecord(kCloudSaveTaskId, @"processing", @"launch", YES, nil);
    gCloudSaveTask = task;
    gCloudSaveLaunchedAt = [NSDate date];
    task.expirationHandler = ^{
        HCRecord(kCloudSaveTaskId, @"processing", @"expiration", NO, nil);
        [task setTaskCompleted:NO];
        gCloudSaveTask = nil;
    };
    NSLog(@"[CloudSave] BGTask launched; forwarding to Unity (UnitySendMessage CloudSaveBridge.OnBackgroundUpload)");
    // The upload itself lives in C# (CloudSaveBridge.UploadRoutine).
    UnitySendMessage("CloudSaveBridge", "OnBackgroundUpload", "bgtask");
}

@end

extern "C" double HC_SecondsSinceCloudSaveLaunch(void) {
    return gCloudSaveLaunchedAt ? -[gCloudSaveLaunchedAt timeIntervalSinceNow] : -1;
}

extern "C" void HC_CompleteCloudSaveTask(bool success) {
    HCRecord(kCloudSaveTaskId, @"processing", @"completion", success, nil);
    [gCloudSaveTask setTaskCompleted:success];
    gCloudSaveTask = nil;
}
