#import "CourierNotificationHelper.h"
#import "AttachmentDownloader.h"

@implementation CourierNotificationHelper

+ (void)populateNotificationContent:(UNNotificationRequest *)request
                 withContentHandler:(void (^)(UNNotificationContent *))contentHandler {
    UNMutableNotificationContent *content = [request.content mutableCopy];
    NSDictionary *courier = request.content.userInfo[@"courier"];

    // Tracking badge shown on the Lock Screen ("2 stops away").
    NSMutableDictionary *userInfo = (NSMutableDictionary *)content.userInfo;
    userInfo[@"courier_badge"] = [self badgeTextForStops:[courier[@"stops_away"] integerValue]];
    content.userInfo = userInfo;

    NSString *imageURL = courier[@"map_snapshot_url"];
    if (imageURL.length == 0) {
        contentHandler(content);
        return;
    }
    [AttachmentDownloader attachmentForURL:[NSURL URLWithString:imageURL]
                                completion:^(UNNotificationAttachment *attachment, NSError *error) {
        if (attachment) {
            content.attachments = @[attachment];
        }
        contentHandler(content);
    }];
}

+ (NSString *)badgeTextForStops:(NSInteger)stops {
    return stops == 1 ? @"1 stop away" : [NSString stringWithFormat:@"%ld stops away", (long)stops];
}

@end
