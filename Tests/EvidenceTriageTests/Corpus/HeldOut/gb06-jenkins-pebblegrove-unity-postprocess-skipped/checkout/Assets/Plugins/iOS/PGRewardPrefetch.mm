#import <BackgroundTasks/BackgroundTasks.h>
#import "UnityAppController.h"
#import "PGDiagnostics.h"

static NSString *const kPGRewardsTaskId = @"com.lanternmoth.pebblegrove.rewards";

@interface PGAppController : UnityAppController
@end

@implementation PGAppController

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
    // Must happen before didFinishLaunching returns.
    BOOL registered = [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:kPGRewardsTaskId
                                                                            usingQueue:nil
                                                                         launchHandler:^(__kindof BGTask *task) {
        [PGRewardPrefetch handleTask:(BGAppRefreshTask *)task];
    }];
    [PGDiagnostics recordRegistration:kPGRewardsTaskId kind:PGTaskKindAppRefresh succeeded:registered];
    return [super application:application didFinishLaunchingWithOptions:launchOptions];
}

@end

IMPL_APP_CONTROLLER_SUBCLASS(PGAppController)
