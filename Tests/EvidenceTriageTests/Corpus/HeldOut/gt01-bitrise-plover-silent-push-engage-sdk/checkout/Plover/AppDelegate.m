//
//  AppDelegate.m
//  Plover
//

#import "AppDelegate.h"
#import "PLVInboxRefresher.h"
#import "PLVPushRouter.h"
#import "PLVBackgroundTasks.h"
#import <TNEngage/TNEngage.h>
#import <UserNotifications/UserNotifications.h>

@interface AppDelegate () <UNUserNotificationCenterDelegate>
@property (nonatomic, strong) PLVInboxRefresher *inboxRefresher;
@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
  [TNEngage startWithConfiguration:[TNEngageConfiguration configurationFromMainBundle]];
  self.inboxRefresher = [PLVInboxRefresher sharedRefresher];

  // BGTaskScheduler handlers must be registered before launch finishes.
  [PLVBackgroundTasks registerLaunchHandlersWithRefresher:self.inboxRefresher];

  UNUserNotificationCenter.currentNotificationCenter.delegate = self;
  [application registerForRemoteNotifications];
  return YES;
}

- (void)applicationDidEnterBackground:(UIApplication *)application {
  [PLVBackgroundTasks scheduleAppRefresh];
}

#pragma mark - Remote notifications

- (void)application:(UIApplication *)application
    didRegisterForRemoteNotificationsWithDeviceToken:(NSData *)deviceToken {
  [[TNEngage sharedInstance] registerDeviceToken:deviceToken];
}

- (void)application:(UIApplication *)application
    didReceiveRemoteNotification:(NSDictionary *)userInfo
          fetchCompletionHandler:(void (^)(UIBackgroundFetchResult))completionHandler {
  // PLV-1412: silent "inbox changed" pushes from our own backend are handled locally
  // and no longer passed to Engage.
  if (![PLVPushRouter isEngagePayload:userInfo]) {
    [self.inboxRefresher refreshFromPush:userInfo completion:completionHandler];
    return;
  }
  [[TNEngage sharedInstance] registerApplication:application
                    didReceiveRemoteNotification:userInfo
                          fetchCompletionHandler:completionHandler];
}

#pragma mark - UNUserNotificationCenterDelegate

- (void)userNotificationCenter:(UNUserNotificationCenter *)center
    didReceiveNotificationResponse:(UNNotificationResponse *)response
             withCompletionHandler:(void (^)(void))completionHandler {
  [[TNEngage sharedInstance] userNotificationCenter:center
                     didReceiveNotificationResponse:response
                              withCompletionHandler:completionHandler];
}

- (void)userNotificationCenter:(UNUserNotificationCenter *)center
       willPresentNotification:(UNNotification *)notification
         withCompletionHandler:(void (^)(UNNotificationPresentationOptions))completionHandler {
  [self.inboxRefresher noteForegroundNotification:notification completion:^{
    completionHandler(UNNotificationPresentationOptionList | UNNotificationPresentationOptionBanner);
  }];
}

@end
