#import "AppDelegate.h"

#import <React/RCTBundleURLProvider.h>
#import <PushKit/PushKit.h>
#import "RNCallKeep.h"
#import "RNVoipPushNotificationManager.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
  self.moduleName = @"Relay";
  self.initialProps = @{};
  [RNCallKeep setup:@{ @"appName": @"Relay", @"supportsVideo": @YES }];
  return [super application:application didFinishLaunchingWithOptions:launchOptions];
}

- (void)pushRegistry:(PKPushRegistry *)registry didUpdatePushCredentials:(PKPushCredentials *)credentials forType:(PKPushType)type
{
  [RNVoipPushNotificationManager didUpdatePushCredentials:credentials forType:(NSString *)type];
}

- (void)pushRegistry:(PKPushRegistry *)registry didReceiveIncomingPushWithPayload:(PKPushPayload *)payload forType:(PKPushType)type withCompletionHandler:(void (^)(void))completion
{
  NSString *uuid = payload.dictionaryPayload[@"uuid"];
  NSString *caller = payload.dictionaryPayload[@"callerName"];
  [RNVoipPushNotificationManager addCompletionHandler:uuid completionHandler:completion];
  [RNVoipPushNotificationManager didReceiveIncomingPushWithPayload:payload forType:(NSString *)type];
  [RNCallKeep reportNewIncomingCall:uuid handle:caller handleType:@"generic" hasVideo:NO localizedCallerName:caller supportsHolding:YES supportsDTMF:YES supportsGrouping:NO supportsUngrouping:NO fromPushKit:YES payload:nil withCompletionHandler:completion];
}

@end
