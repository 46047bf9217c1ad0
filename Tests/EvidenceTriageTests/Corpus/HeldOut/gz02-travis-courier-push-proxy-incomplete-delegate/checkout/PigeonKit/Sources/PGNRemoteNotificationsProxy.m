/*
 * Copyright 2018 Courier Labs
 */

#import "PGNRemoteNotificationsProxy.h"

#import <objc/runtime.h>
#import <UIKit/UIKit.h>

#import "PGNConstants.h"
#import "PGNLogger.h"
#import "PGNMessaging_Private.h"

static NSString *kUserNotificationWillPresentSelectorString =
    @"userNotificationCenter:willPresentNotification:withCompletionHandler:";
static NSString *kUserNotificationDidReceiveResponseSelectorString =
    @"userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:";

@implementation PGNRemoteNotificationsProxy

+ (instancetype)sharedProxy {
  static PGNRemoteNotificationsProxy *proxy;
  static dispatch_once_t onceToken;
  dispatch_once(&onceToken, ^{
    proxy = [[PGNRemoteNotificationsProxy alloc] init];
  });
  return proxy;
}

- (void)swizzleMethodsIfPossible {
  // Already swizzled.
  if (self.didSwizzleMethods) {
    return;
  }
  NSObject<UIApplicationDelegate> *appDelegate = [[UIApplication sharedApplication] delegate];
  [self swizzleAppDelegateMethods:appDelegate];
  self.didSwizzleMethods = YES;
}

- (void)swizzleAppDelegateMethods:(id<UIApplicationDelegate>)appDelegate {
  if (![appDelegate conformsToProtocol:@protocol(UIApplicationDelegate)]) {
    return;
  }
  Class appDelegateClass = [appDelegate class];

  BOOL didSwizzleAppDelegate = NO;
  // Message receiver methods.
  // Note: The legacy application:didReceiveRemoteNotification: is only added to the delegate
  // when the delegate implements neither remote notification method and the OS still
  // calls the legacy one (iOS 9 and below).
  SEL remoteNotificationSEL = @selector(application:didReceiveRemoteNotification:);
  SEL remoteNotificationWithFetchHandlerSEL =
      @selector(application:didReceiveRemoteNotification:fetchCompletionHandler:);
  if ([appDelegate respondsToSelector:remoteNotificationWithFetchHandlerSEL]) {
    [self swizzleSelector:remoteNotificationWithFetchHandlerSEL
                  inClass:appDelegateClass
       withImplementation:(IMP)PGN_DID_RECEIVE_REMOTE_NOTIFICATION_WITH_HANDLER
             inProtocol:@protocol(UIApplicationDelegate)];
    didSwizzleAppDelegate = YES;
  }
  if ([appDelegate respondsToSelector:remoteNotificationSEL] ||
      PGNSystemVersionBelow(10)) {
    [self swizzleSelector:remoteNotificationSEL
                  inClass:appDelegateClass
       withImplementation:(IMP)PGN_DID_RECEIVE_REMOTE_NOTIFICATION
             inProtocol:@protocol(UIApplicationDelegate)];
    didSwizzleAppDelegate = YES;
  }
  self.didSwizzleAppDelegateMethods = didSwizzleAppDelegate;
}

@end
