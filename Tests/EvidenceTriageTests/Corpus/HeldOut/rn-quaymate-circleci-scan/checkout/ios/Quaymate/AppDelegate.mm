#import "AppDelegate.h"

#import <Firebase.h>
#import <React/RCTBundleURLProvider.h>
#import <TSBackgroundFetch/TSBackgroundFetch.h>

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
  [FIRApp configure];
  self.moduleName = @"Quaymate";
  self.initialProps = @{};

  // Background fetch ships dark; the flag is flipped remotely (and by UI tests).
  if ([[NSUserDefaults standardUserDefaults] boolForKey:@"QMBackgroundFetchEnabled"]) {
    // [REQUIRED] Register BackgroundFetch (react-native-background-fetch iOS setup)
    [[TSBackgroundFetch sharedInstance] didFinishLaunching];
  }

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
