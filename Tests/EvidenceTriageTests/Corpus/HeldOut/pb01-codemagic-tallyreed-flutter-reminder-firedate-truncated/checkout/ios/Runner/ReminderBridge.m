#import "ReminderBridge.h"
#import <UserNotifications/UserNotifications.h>

@implementation ReminderBridge

+ (NSDate *)fireDateFromArguments:(NSDictionary *)args {
    NSInteger millis = [args[@"millisecondsSinceEpoch"] intValue];
    return [NSDate dateWithTimeIntervalSince1970:millis / 1000.0];
}

+ (void)scheduleWithArguments:(NSDictionary *)args completion:(void (^)(NSError * _Nullable))completion {
    NSDate *fireDate = [self fireDateFromArguments:args];
    NSTimeInterval delay = MAX(1.0, [fireDate timeIntervalSinceNow]);

    UNMutableNotificationContent *content = [UNMutableNotificationContent new];
    content.title = args[@"title"] ?: @"Tallyreed";
    content.body = args[@"body"] ?: @"";
    content.sound = [UNNotificationSound defaultSound];

    UNTimeIntervalNotificationTrigger *trigger =
        [UNTimeIntervalNotificationTrigger triggerWithTimeInterval:delay repeats:NO];
    NSString *identifier = [args[@"id"] description];
    UNNotificationRequest *request =
        [UNNotificationRequest requestWithIdentifier:identifier content:content trigger:trigger];

    NSLog(@"[ReminderBridge] scheduled id=%@ fireDate=%@ delay=%.1fs", identifier, fireDate, delay);
    [[UNUserNotificationCenter currentNotificationCenter] addNotificationRequest:request
                                                           withCompletionHandler:completion];
}

@end
