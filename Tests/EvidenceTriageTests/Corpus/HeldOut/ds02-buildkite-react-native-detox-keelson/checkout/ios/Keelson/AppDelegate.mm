#import "AppDelegate.h"

#import <React/RCTBundleURLProvider.h>
#import <TSBackgroundFetch/TSBackgroundFetch.h>
#import "HLEvidence.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
  self.moduleName = @"Keelson";
  self.initialProps = @{};

  // [react-native-background-fetch] registers the permitted identifiers from Info.plist.
  [[TSBackgroundFetch sharedInstance] didFinishLaunching];
  [HLEvidence recordRegistration:@"com.transistorsoft.fetch" kind:@"appRefresh"];

  // RN 0.76 template migration (#1204): the UNUserNotificationCenter delegate setup and the
  // RNCPushNotificationIOS forwarding methods from the old AppDelegate were not carried over.

  return [super application:application didFinishLaunchingWithOptions:launchOptions];
}

- (NSURL *)sourceURLForBridge:(RCTBridge *)bridge
{
  return [self bundleURL];
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
