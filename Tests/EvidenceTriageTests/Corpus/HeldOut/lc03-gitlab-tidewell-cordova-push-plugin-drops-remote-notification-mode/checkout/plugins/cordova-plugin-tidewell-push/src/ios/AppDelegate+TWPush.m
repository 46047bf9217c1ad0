#import "AppDelegate.h"
#import "TWPushPlugin.h"

@implementation AppDelegate (TWPush)

- (void)application:(UIApplication *)application
    didReceiveRemoteNotification:(NSDictionary *)userInfo
          fetchCompletionHandler:(void (^)(UIBackgroundFetchResult))completionHandler
{
    NSLog(@"[TWPush] remote notification content-available=%@", userInfo[@"aps"][@"content-available"]);
    [[TWPushPlugin shared] syncTidesFromPush:userInfo completion:^(BOOL changed) {
        completionHandler(changed ? UIBackgroundFetchResultNewData : UIBackgroundFetchResultNoData);
    }];
}

- (void)application:(UIApplication *)application didFailToRegisterForRemoteNotificationsWithError:(NSError *)error
{
    NSLog(@"[TWPush] registration failed: %@", error);
    [[TWPushPlugin shared] registrationFailed:error];
}

@end
