#import "OspreyFetchBridge.h"
#import <TSBackgroundFetch/TSBackgroundFetch.h>

// Forked from RNBackgroundFetch.m so the JS callback can run our sync first.
@implementation OspreyFetchBridge

RCT_EXPORT_MODULE();

- (NSArray<NSString *> *)supportedEvents { return @[@"fetch"]; }

RCT_EXPORT_METHOD(finish:(NSString *)taskId result:(nonnull NSNumber *)result)
{
  void (^handler)(UIBackgroundFetchResult) = self.pendingHandlers[taskId];
  [self.pendingHandlers removeObjectForKey:taskId];
  if (handler) {
    handler(UIBackgroundFetchResultNewData);
  }
  [[TSBackgroundFetch sharedInstance] finish:taskId];
}

@end
