#import <UserNotifications/UserNotifications.h>

NS_ASSUME_NONNULL_BEGIN

extern NSString *const BRPayloadOptionsKey;   // "brindle_options"
extern NSString *const BRPayloadImageKey;     // "image"

/// Shared by the Notification Service Extension and the app's in-app banner.
@interface BRNotificationContentBuilder : NSObject
- (void)populateContent:(UNMutableNotificationContent *)content
      withContentHandler:(void (^)(UNNotificationContent *))contentHandler;
@end

NS_ASSUME_NONNULL_END
