#import "TWBackgroundMessageBridge.h"

@interface TWPendingMessage : NSObject
@property(nonatomic, copy) void (^completion)(UIBackgroundFetchResult);
@property(nonatomic) UIBackgroundTaskIdentifier taskId;
@property(nonatomic, strong) dispatch_block_t fallback;
@end
@implementation TWPendingMessage
@end

@implementation TWBackgroundMessageBridge {
  id<TWBackgroundTaskApplication> _application;
  NSTimeInterval _fallbackSeconds;
  NSMutableDictionary<NSString *, TWPendingMessage *> *_pending;
}

RCT_EXPORT_MODULE(TWBackgroundMessages)

- (instancetype)init {
  return [self initWithApplication:UIApplication.sharedApplication fallbackSeconds:25];
}

- (instancetype)initWithApplication:(id<TWBackgroundTaskApplication>)application
                    fallbackSeconds:(NSTimeInterval)fallbackSeconds {
  if ((self = [super init])) {
    _application = application;
    _fallbackSeconds = fallbackSeconds;
    _pending = [NSMutableDictionary dictionary];
  }
  return self;
}

- (NSArray<NSString *> *)supportedEvents {
  return @[ @"tidewell_background_message" ];
}

- (void)handleRemoteNotification:(NSDictionary *)userInfo
                      completion:(void (^)(UIBackgroundFetchResult))completion {
  NSString *messageId = userInfo[@"gcm.message_id"] ?: NSUUID.UUID.UUIDString;
  TWPendingMessage *pending = [TWPendingMessage new];
  pending.completion = completion;

  __weak __typeof(self) weakSelf = self;
  pending.taskId = [_application beginBackgroundTaskWithName:@"TWBackgroundMessage"
                                           expirationHandler:^{
    NSLog(@"[BGMessage] background time expired for %@", messageId);
    dispatch_get_main_queue(), ^{
      __typeof(self) strongSelf = weakSelf;
      [strongSelf->_application endBackgroundTask:pending.taskId];
      [strongSelf finishMessage:messageId result:UIBackgroundFetchResultFailed];
    };
  }];

  pending.fallback = dispatch_block_create(0, ^{
    NSLog(@"[BGMessage] fallback timer fired for %@", messageId);
    [weakSelf finishMessage:messageId result:UIBackgroundFetchResultNewData];
  });
  _pending[messageId] = pending;

  NSLog(@"[BGMessage] dispatching %@ to JS (background task %lu)", messageId, (unsigned long)pending.taskId);
  [self sendEventWithName:@"tidewell_background_message" body:userInfo];
  dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(_fallbackSeconds * NSEC_PER_SEC)),
                 dispatch_get_main_queue(), pending.fallback);
}

RCT_EXPORT_METHOD(completeNotificationProcessing:(NSString *)messageId) {
  NSLog(@"[BGMessage] JS handler resolved for %@", messageId);
  dispatch_get_main_queue(), ^{
    [self finishMessage:messageId result:UIBackgroundFetchResultNewData];
  };
}

- (void)finishMessage:(NSString *)messageId result:(UIBackgroundFetchResult)result {
  TWPendingMessage *pending = _pending[messageId];
  if (pending == nil) {
    return;
  }
  [_pending removeObjectForKey:messageId];
  dispatch_block_cancel(pending.fallback);
  pending.completion(result);
  [_application endBackgroundTask:pending.taskId];
  NSLog(@"[BGMessage] completed %@ with result %ld", messageId, (long)result);
}

- (void)invalidate {
  for (TWPendingMessage *pending in _pending.allValues) {
    dispatch_block_cancel(pending.fallback);
  }
  [_pending removeAllObjects];
  [super invalidate];
}

@end
