#import <BackgroundTasks/BackgroundTasks.h>
#import <UIKit/UIKit.h>

#import "EvidenceRecorder.h"
#import "UnityAppController.h"

static NSString *const kCropSyncId = @"com.gullwing.farms.cropsync";

// Registered from GullwingAppController (UnityAppController subclass) before launch finishes.
extern "C" void CropSync_RegisterLaunchHandler(void)
{
  BOOL ok = [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:kCropSyncId
                                                                  usingQueue:nil
                                                               launchHandler:^(BGTask *task) {
    [EvidenceRecorder recordIdentifier:kCropSyncId kind:@"appRefresh" phase:@"launch" outcome:@"succeeded" errorType:nil];
    UnitySendMessage("CloudSave", "OnBackgroundSync", "");
    [task setTaskCompletedWithSuccess:YES];
  }];
  [EvidenceRecorder recordIdentifier:kCropSyncId kind:@"appRefresh" phase:@"registration"
                             outcome:ok ? @"succeeded" : @"failed" errorType:nil];
}

// Called from C# (CloudSaveScheduler.ScheduleCropSync). Returns 0 or the NSError code.
extern "C" int CropSync_Submit(double earliestSeconds)
{
  BGAppRefreshTaskRequest *request = [[BGAppRefreshTaskRequest alloc] initWithIdentifier:kCropSyncId];
  request.earliestBeginDate = [NSDate dateWithTimeIntervalSinceNow:earliestSeconds];
  NSError *error = nil;
  if (![[BGTaskScheduler sharedScheduler] submitTaskRequest:request error:&error]) {
    NSLog(@"[CropSync] submit failed: %@", error);
    [EvidenceRecorder recordIdentifier:kCropSyncId kind:@"appRefresh" phase:@"submission" outcome:@"failed"
                             errorType:[NSString stringWithFormat:@"%@:%ld", error.domain, (long)error.code]];
    return (int)error.code;
  }
  [EvidenceRecorder recordIdentifier:kCropSyncId kind:@"appRefresh" phase:@"submission" outcome:@"succeeded" errorType:nil];
  return 0;
}
