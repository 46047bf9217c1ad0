#import "AppDelegate.h"

#import <React/RCTBundleURLProvider.h>
#import <TSBackgroundFetch/TSBackgroundFetch.h>
#import "FWDiagnosticsRecorder.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
  self.moduleName = @"Fernway";
  self.initialProps = @{};

  // [REQUIRED] Register BackgroundFetch (registers com.transistorsoft.fetch and the permitted
  // com.transistorsoft.* processing identifiers with BGTaskScheduler).
  [[TSBackgroundFetch sharedInstance] didFinishLaunching];
  [FWDiagnosticsRecorder recordRegistrationsFromPermittedIdentifiers];

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
