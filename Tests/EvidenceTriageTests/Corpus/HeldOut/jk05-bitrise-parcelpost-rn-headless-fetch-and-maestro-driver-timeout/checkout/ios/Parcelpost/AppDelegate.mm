#import "AppDelegate.h"
#import "EvidenceRecorder.h"

#import <React/RCTBundleURLProvider.h>
#import <TSBackgroundFetch/TSBackgroundFetch.h>

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
  self.moduleName = @"Parcelpost";
  self.initialProps = @{};

  // [react-native-background-fetch] registers the tasks listed in BGTaskSchedulerPermittedIdentifiers
  [[TSBackgroundFetch sharedInstance] didFinishLaunching];
  [EvidenceRecorder recordPhase:@"registration" identifier:@"com.transistorsoft.fetch" kind:@"appRefresh" outcome:@"succeeded" error:nil];

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
