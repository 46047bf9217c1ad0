#import <BackgroundTasks/BackgroundTasks.h>
#import "UnityAppController.h"

static NSString * const kTideRefreshTaskId = @"com.puffinharbor.game.tide-refresh";
static BOOL sTideRefreshRegistered = NO;

@interface PuffinAppController : UnityAppController
@end

@implementation PuffinAppController

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
    sTideRefreshRegistered = [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:kTideRefreshTaskId
                                                                                   usingQueue:nil
                                                                                launchHandler:^(__kindof BGTask *task) {
        UnitySendMessage("TideSync", "OnBackgroundRefresh", "");
        [task setTaskCompletedWithSuccess:YES];
    }];
    return [super application:application didFinishLaunchingWithOptions:launchOptions];
}

@end

IMPL_APP_CONTROLLER_SUBCLASS(PuffinAppController)

extern "C" bool PuffinBG_IsTideRefreshRegistered() { return sTideRefreshRegistered; }
