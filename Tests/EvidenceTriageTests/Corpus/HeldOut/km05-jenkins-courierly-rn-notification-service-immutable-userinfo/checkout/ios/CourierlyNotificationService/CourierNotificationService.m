#import <UserNotifications/UserNotifications.h>
#import <CourierNotificationKit/CourierNotificationHelper.h>

// Renamed from NotificationService in #1187 (service extension cleanup).
@interface CourierNotificationService : UNNotificationServiceExtension
@property (nonatomic, copy) void (^contentHandler)(UNNotificationContent *);
@property (nonatomic, strong) UNNotificationContent *bestAttempt;
@end

@implementation CourierNotificationService

- (void)didReceiveNotificationRequest:(UNNotificationRequest *)request
                   withContentHandler:(void (^)(UNNotificationContent *))contentHandler {
    self.contentHandler = contentHandler;
    self.bestAttempt = request.content;
    [CourierNotificationHelper populateNotificationContent:request withContentHandler:contentHandler];
}

- (void)serviceExtensionTimeWillExpire {
    self.contentHandler(self.bestAttempt);
}

@end
