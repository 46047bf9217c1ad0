#import "FWPushSerializer.h"

@implementation FWPushSerializer

+ (NSDictionary *)remoteMessageFromUserInfo:(NSDictionary *)userInfo {
  NSMutableDictionary *message = [NSMutableDictionary dictionary];
  NSDictionary *aps = userInfo[@"aps"];
  if (aps[@"content-available"] != nil) {
    message[@"contentAvailable"] = @([aps[@"content-available"] integerValue] == 1);
  }
  if (aps[@"mutable-content"] != nil) {
    message[@"mutableContent"] = @([aps[@"mutable-content"] integerValue] == 1);
  }
  if (userInfo[@"gcm.message_id"]) {
    message[@"messageId"] = userInfo[@"gcm.message_id"];
  }
  NSMutableDictionary *data = [NSMutableDictionary dictionary];
  for (NSString *key in userInfo) {
    if ([key isEqualToString:@"aps"] || [key hasPrefix:@"gcm."] || [key hasPrefix:@"google."]) continue;
    data[key] = userInfo[key];
  }
  message[@"data"] = data;
  return message;
}

@end
