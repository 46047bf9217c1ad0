#import "UnityAppController.h"
#import <BackgroundTasks/BackgroundTasks.h>

@interface HCBackgroundTasks : NSObject
+ (void)registerTasks;
+ (void)scheduleCloudSave;
@end

@interface HCAppController : UnityAppController
@end

@implementation HCAppController

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    // Must happen before launch finishes.
    [HCBackgroundTasks registerTasks];
    BOOL result = [super application:application didFinishLaunchingWithOptions:launchOptions];
    [HCBackgroundTasks scheduleCloudSave];
#if DEVELOPMENT_BUILD
    NSInteger delay = [[NSUserDefaults standardUserDefaults] integerForKey:@"hcSimulateCloudSaveAfter"];
    if (delay > 0) {
        // QA hook: ask the scheduler to launch the pending request, as the lldb
        // `_simulateLaunchForTaskWithIdentifier:` command does.
        dispatch_after(dispatch_time(DISPATCH_TIME_NOW, delay * NSEC_PER_SEC), dispatch_get_global_queue(QOS_CLASS_UTILITY, 0), ^{
            SEL sel = NSSelectorFromString(@"_simulateLaunchForTaskWithIdentifier:");
            ((void (*)(id, SEL, NSString *))[[BGTaskScheduler sharedScheduler] methodForSelector:sel])(
                [BGTaskScheduler sharedScheduler], sel, @"com.pebblecove.harborcraft.cloudsave");
        });
    }
#endif
    return result;
}

@end

IMPL_APP_CONTROLLER_SUBCLASS(HCAppController)
