#import <BackgroundTasks/BackgroundTasks.h>
#import "UnityAppController.h"

extern "C" void PinecrestRegisterBackgroundTasks(void)
{
    [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:@"com.pinecrest.garden.refresh"
                                                          usingQueue:nil
                                                       launchHandler:^(BGTask *task) {
        UnitySendMessage("GardenSync", "OnBackgroundRefresh", "");
        [task setTaskCompletedWithSuccess:YES];
    }];
}
