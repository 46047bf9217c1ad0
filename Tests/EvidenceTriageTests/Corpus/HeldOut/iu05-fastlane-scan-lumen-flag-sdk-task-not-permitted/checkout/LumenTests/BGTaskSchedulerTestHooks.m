#import <BackgroundTasks/BackgroundTasks.h>
#import "BGTaskSchedulerTestHooks.h"

@implementation BGTaskSchedulerTestHooks

+ (void)simulateLaunchForTaskWithIdentifier:(NSString *)identifier {
    SEL selector = NSSelectorFromString(@"_simulateLaunchForTaskWithIdentifier:");
    if ([[BGTaskScheduler sharedScheduler] respondsToSelector:selector]) {
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Warc-performSelector-leaks"
        [[BGTaskScheduler sharedScheduler] performSelector:selector withObject:identifier];
#pragma clang diagnostic pop
    }
}

@end
