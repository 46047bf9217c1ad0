//
//  PLVPushRouter.m
//  Plover
//

#import "PLVPushRouter.h"

static NSString *const PLVEngagePayloadKey = @"tn_engage";

@implementation PLVPushRouter

+ (BOOL)isEngagePayload:(NSDictionary *)userInfo {
  // Engage campaigns always carry their own envelope key. Everything else
  // (including our backend's content-available "inbox changed" pushes) is ours.
  return userInfo[PLVEngagePayloadKey] != nil;
}

@end
