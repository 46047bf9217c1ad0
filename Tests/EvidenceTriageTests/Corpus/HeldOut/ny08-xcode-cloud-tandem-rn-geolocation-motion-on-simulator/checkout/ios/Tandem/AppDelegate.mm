#import "AppDelegate.h"
#import <React/RCTBundleURLProvider.h>
#import <TSBackgroundFetch/TSBackgroundFetch.h>
#import "Tandem-Swift.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
  self.moduleName = @"Tandem";
  // react-native-background-fetch setup step (registers com.transistorsoft.fetch).
  [[TSBackgroundFetch sharedInstance] didFinishLaunching];
  [[DiagnosticsRecorder shared] startWithIdentifiers:@[@"com.transistorsoft.fetch"]];
  return [super application:application didFinishLaunchingWithOptions:launchOptions];
}

- (NSURL *)bundleURL
{
  return [[NSBundle mainBundle] URLForResource:@"main" withExtension:@"jsbundle"];
}

@end
