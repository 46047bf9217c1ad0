#import "AppDelegate.h"
#import "Harborline-Swift.h"

@implementation AppDelegate (HarborSync)

// Content-available pushes land here. UIKit logs a warning at launch when this
// method is implemented but "remote-notification" is missing from UIBackgroundModes.
- (void)application:(UIApplication *)application
    didReceiveRemoteNotification:(NSDictionary *)userInfo
          fetchCompletionHandler:(void (^)(UIBackgroundFetchResult))completionHandler
{
    [[HarborPushHandler shared] handleRemoteNotification:userInfo completion:completionHandler];
}

- (void)application:(UIApplication *)application
    didRegisterForRemoteNotificationsWithDeviceToken:(NSData *)deviceToken
{
    [[HarborPushHandler shared] didRegisterWithDeviceToken:deviceToken];
}

@end
