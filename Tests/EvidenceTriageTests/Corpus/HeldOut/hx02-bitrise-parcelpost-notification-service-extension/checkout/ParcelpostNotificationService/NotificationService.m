//
//  NotificationService.m
//  ParcelpostNotificationService
//

#import "NotificationService.h"
#import "PPRichPushHelper.h"

@interface NotificationService ()
@property(nonatomic, strong) void (^contentHandler)(UNNotificationContent *contentToDeliver);
@property(nonatomic, strong) UNMutableNotificationContent *bestAttemptContent;
@property(nonatomic, strong) PPRichPushHelper *helper;
@end

@implementation NotificationService

- (void)didReceiveNotificationRequest:(UNNotificationRequest *)request
                   withContentHandler:(void (^)(UNNotificationContent *_Nonnull))contentHandler {
  self.contentHandler = contentHandler;
  self.bestAttemptContent = [request.content mutableCopy];
  self.helper = [[PPRichPushHelper alloc] initWithSession:nil];
  [self.helper populateNotificationContent:self.bestAttemptContent withContentHandler:contentHandler];
}

- (void)serviceExtensionTimeWillExpire {
  // Deliver the text-only notification rather than nothing.
  self.contentHandler(self.bestAttemptContent);
}

@end
