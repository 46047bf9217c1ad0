#import "AppDelegate.h"

#import <BackgroundTasks/BackgroundTasks.h>
#import <PushKit/PushKit.h>
#import <React/RCTBundleURLProvider.h>
#import "RNVoipPushNotificationManager.h"
#import "CBDiagnosticsRecorder.h"

static NSString *const kContactsSyncTask = @"com.callbell.app.contacts-sync";

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
  self.moduleName = @"Callbell";
  self.initialProps = @{};

  BOOL registered = [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:kContactsSyncTask
                                                                          usingQueue:nil
                                                                       launchHandler:^(__kindof BGTask *task) {
    [CBContactsSync handleTask:(BGAppRefreshTask *)task];
  }];
  [CBDiagnosticsRecorder recordRegistration:kContactsSyncTask kind:@"appRefresh" succeeded:registered];

  // PushKit: register as early as possible so a VoIP push that launches the
  // app finds a delegate.
  [RNVoipPushNotificationManager voipRegistration];

  return [super application:application didFinishLaunchingWithOptions:launchOptions];
}

#pragma mark - PKPushRegistryDelegate

- (void)pushRegistry:(PKPushRegistry *)registry didUpdatePushCredentials:(PKPushCredentials *)credentials forType:(PKPushType)type
{
  [RNVoipPushNotificationManager didUpdatePushCredentials:credentials forType:(NSString *)type];
}

- (void)pushRegistry:(PKPushRegistry *)registry
    didReceiveIncomingPushWithPayload:(PKPushPayload *)payload
                              forType:(PKPushType)type
                withCompletionHandler:(void (^)(void))completion
{
  NSLog(@"[voip] incoming push %@", payload.dictionaryPayload[@"callId"]);
  // Hand the push to JS; src/voip/voipPush.ts shows the call through
  // RNCallKeep.displayIncomingCall once the bridge delivers the event.
  [RNVoipPushNotificationManager didReceiveIncomingPushWithPayload:payload forType:(NSString *)type];
  completion();
}

- (NSURL *)bundleURL
{
#if DEBUG
  return [[RCTBundleURLProvider sharedSettings] jsBundleURLForBundleRoot:@"index"];
#else
  return [[NSBundle mainBundle] URLForResource:@"main" withExtension:@"jsbundle"];
#endif
}

@end
