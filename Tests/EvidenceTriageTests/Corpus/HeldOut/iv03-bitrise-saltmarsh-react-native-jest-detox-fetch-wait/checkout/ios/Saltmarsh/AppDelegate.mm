#import "AppDelegate.h"
#import <React/RCTBundleURLProvider.h>
#import <TSBackgroundFetch/TSBackgroundFetch.h>
#import "SaltmarshDiagnostics.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
  self.moduleName = @"Saltmarsh";
  self.initialProps = @{};
  // [react-native-background-fetch setup] registers com.transistorsoft.fetch
  [[TSBackgroundFetch sharedInstance] didFinishLaunching];
  [[SaltmarshDiagnostics shared] recordRegistration:@"com.transistorsoft.fetch" kind:@"appRefresh"];
  return [super application:application didFinishLaunchingWithOptions:launchOptions];
}

- (NSURL *)bundleURL
{
  return [[NSBundle mainBundle] URLForResource:@"main" withExtension:@"jsbundle"];
}

@end
