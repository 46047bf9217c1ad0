#import "AppDelegate.h"

#import <React/RCTBundleURLProvider.h>
#import <TSBackgroundFetch/TSBackgroundFetch.h>
#import "BackgroundStatusLogger.h"
#import "EvidenceRecorder.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
  self.moduleName = @"Trailmix";
  self.initialProps = @{};

  [[EvidenceRecorder shared] begin];
  // [REQUIRED] react-native-background-fetch: registers com.transistorsoft.fetch and every
  // com.transistorsoft.* identifier listed in BGTaskSchedulerPermittedIdentifiers.
  [[TSBackgroundFetch sharedInstance] didFinishLaunching];
  [[EvidenceRecorder shared] recordRegistrationsFromInfoPlist];

  // Logs UIApplication.backgroundRefreshStatus so device-lab runs show the device state.
  [BackgroundStatusLogger logStatus];

  return [super application:application didFinishLaunchingWithOptions:launchOptions];
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
