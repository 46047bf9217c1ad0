#import "GBNotificationBridge.h"
#import <OneSignal/OneSignal.h>

@implementation GBNotificationBridge

+ (void)presentEnergyFullNow {
    UILocalNotification *note = [[UILocalNotification alloc] init];
    note.alertBody = @"Your energy is full!";
    note.userInfo = @{ @"gb_kind": @"energy-full" };
    NSLog(@"[Glimmerbay] presenting local notification '%@'", note.userInfo[@"gb_kind"]);
    [[UIApplication sharedApplication] presentLocalNotificationNow:note];
}

+ (BOOL)alertsAuthorized {
    UIUserNotificationSettings *settings = [[UIApplication sharedApplication] currentUserNotificationSettings];
    return (settings.types & UIUserNotificationTypeAlert) != 0;
}

@end
