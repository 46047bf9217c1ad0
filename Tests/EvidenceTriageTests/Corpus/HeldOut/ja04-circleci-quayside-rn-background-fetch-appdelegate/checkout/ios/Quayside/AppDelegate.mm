#import "AppDelegate.h"

#import <React/RCTBundleURLProvider.h>
#import <TSBackgroundFetch/TSBackgroundFetch.h>
#import "QSDiagnostics.h"

// Migrated to the RN 0.72 RCTAppDelegate template (PR #402, "upgrade react-native 0.71 -> 0.72").
// The old AppDelegate.m and the project's file references were replaced wholesale.
@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
  self.moduleName = @"Quayside";
  self.initialProps = @{};

  // [REQUIRED] Register BackgroundFetch
  [[TSBackgroundFetch sharedInstance] didFinishLaunching];
  [QSDiagnostics recordIdentifier:@"com.transistorsoft.fetch" kind:@"appRefresh"
                            phase:@"registration" outcome:@"succeeded" errorType:nil];

  return [super application:application didFinishLaunchingWithOptions:launchOptions];
}

- (NSURL *)sourceURLForBridge:(RCTBridge *)bridge
{
#if DEBUG
  return [[RCTBundleURLProvider sharedSettings] jsBundleURLForBundleRoot:@"index"];
#else
  return [[NSBundle mainBundle] URLForResource:@"main" withExtension:@"jsbundle"];
#endif
}

@end
