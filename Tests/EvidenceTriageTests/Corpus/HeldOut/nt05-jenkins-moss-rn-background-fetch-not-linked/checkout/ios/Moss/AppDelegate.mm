#import "AppDelegate.h"
#import <React/RCTBundleURLProvider.h>
#import <BackgroundTasks/BackgroundTasks.h>
#import "MossDiagnostics.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
  self.moduleName = @"Moss";
  self.initialProps = @{};

  [MossDiagnostics registerStreakReminderTask];

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
