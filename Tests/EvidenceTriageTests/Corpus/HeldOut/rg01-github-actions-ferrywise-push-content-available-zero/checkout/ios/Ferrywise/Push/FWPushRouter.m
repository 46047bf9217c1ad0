#import "FWPushRouter.h"
#import "FWPushSerializer.h"

// Routes remote notifications from UIKit / UNUserNotificationCenter to the JS event emitter.
@implementation FWPushRouter

- (instancetype)initWithEmitter:(id<FWEventEmitting>)emitter {
  if ((self = [super init])) {
    _emitter = emitter;
  }
  return self;
}

// Silent pushes (content-available) arrive through
// application:didReceiveRemoteNotification:fetchCompletionHandler: and are emitted there.
- (void)didReceiveRemoteNotification:(NSDictionary *)userInfo
                   applicationState:(UIApplicationState)state
                  completionHandler:(void (^)(UIBackgroundFetchResult))completionHandler {
  NSDictionary *message = [FWPushSerializer remoteMessageFromUserInfo:userInfo];
  NSString *event = state == UIApplicationStateActive ? @"push_message" : @"push_message_background";
  [self.emitter sendEvent:event body:message];
  completionHandler(UIBackgroundFetchResultNewData);
}

// Visible notification while the app is in the foreground.
- (void)willPresentNotification:(UNNotification *)notification
              completionHandler:(void (^)(UNNotificationPresentationOptions))completionHandler {
  NSDictionary *userInfo = notification.request.content.userInfo;
  NSDictionary *notificationDict = [FWPushSerializer remoteMessageFromUserInfo:userInfo];

  // if contentAvailable is true the message was already delivered by
  // didReceiveRemoteNotification, so don't emit it a second time
  if (!notificationDict[@"contentAvailable"]) {
    [self.emitter sendEvent:@"push_message" body:notificationDict];
  }
  completionHandler(self.presentationOptions);
}

@end
