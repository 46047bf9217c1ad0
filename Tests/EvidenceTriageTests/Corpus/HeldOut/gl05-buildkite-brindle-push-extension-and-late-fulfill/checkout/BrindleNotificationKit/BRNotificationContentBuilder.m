#import "BRNotificationContentBuilder.h"
#import "BRAttachmentDownloader.h"

NSString *const BRPayloadOptionsKey = @"brindle_options";
NSString *const BRPayloadImageKey = @"image";

@implementation BRNotificationContentBuilder

- (void)populateContent:(UNMutableNotificationContent *)content
      withContentHandler:(void (^)(UNNotificationContent *))contentHandler {
  // The payload comes from the push sender and is untrusted.
  NSString *imageURLString = content.userInfo[BRPayloadOptionsKey][BRPayloadImageKey];
  if (imageURLString.length == 0) {
    contentHandler(content);
    return;
  }
  NSURL *imageURL = [NSURL URLWithString:imageURLString];
  [BRAttachmentDownloader loadAttachmentFromURL:imageURL
                              completionHandler:^(UNNotificationAttachment *attachment) {
    if (attachment) {
      content.attachments = @[ attachment ];
    }
    contentHandler(content);
  }];
}

@end
