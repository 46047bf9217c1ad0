#import "BGDebugHooks.h"
#import <BackgroundTasks/BackgroundTasks.h>

@implementation BGDebugHooks

#if DEBUG
// Same private entry point as the lldb command in react-native-background-fetch's README:
//   e -l objc -- (void)[[BGTaskScheduler sharedScheduler] _simulateLaunchForTaskWithIdentifier:@"com.transistorsoft.fetch"]
// Only works on a device, and only for a request that is currently scheduled.
+ (void)simulateLaunchForIdentifier:(NSString *)identifier
{
  SEL sel = NSSelectorFromString(@"_simulateLaunchForTaskWithIdentifier:");
  BGTaskScheduler *scheduler = [BGTaskScheduler sharedScheduler];
  if ([scheduler respondsToSelector:sel]) {
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Warc-performSelector-leaks"
    [scheduler performSelector:sel withObject:identifier];
#pragma clang diagnostic pop
  }
}
#endif

@end
