// Classes/UnityAppController+Glimmerbay.mm
#import "UnityAppController.h"
#import "GBEvents.h"

@implementation UnityAppController (Glimmerbay)

- (void)application:(UIApplication *)application didReceiveLocalNotification:(UILocalNotification *)notification {
    NSLog(@"[Glimmerbay] didReceiveLocalNotification %@", notification.userInfo[@"gb_kind"]);
    [GBEvents post:@"local-notification" payload:notification.userInfo];
}

@end
