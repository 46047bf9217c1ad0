#import "AppDelegate.h"
#import <React/RCTBundleURLProvider.h>
#import <TSBackgroundFetch/TSBackgroundFetch.h>
#import "Parcelpost-Swift.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
  self.moduleName = @"Parcelpost";
  [[TSBackgroundFetch sharedInstance] didFinishLaunching];
  [ParcelSyncTaskBridge registerAtLaunch];
  return [super application:application didFinishLaunchingWithOptions:launchOptions];
}

@end
