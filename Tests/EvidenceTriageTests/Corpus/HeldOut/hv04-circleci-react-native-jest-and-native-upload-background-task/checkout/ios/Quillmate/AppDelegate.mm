#import "AppDelegate.h"

#import <React/RCTBundleURLProvider.h>
#import <TSBackgroundFetch/TSBackgroundFetch.h>

#import "EvidenceRecorder.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
  self.moduleName = @"Quillmate";
  // react-native-background-fetch registers com.transistorsoft.fetch here.
  [[TSBackgroundFetch sharedInstance] didFinishLaunching];

  NSArray *permitted = [[NSBundle mainBundle] objectForInfoDictionaryKey:@"BGTaskSchedulerPermittedIdentifiers"] ?: @[];
  BOOL ok = [permitted containsObject:@"com.transistorsoft.fetch"];
  [EvidenceRecorder recordIdentifier:@"com.transistorsoft.fetch" kind:@"appRefresh" phase:@"registration"
                             outcome:ok ? @"succeeded" : @"failed"
                           errorType:ok ? nil : @"BGTaskScheduler.Error.notPermitted"];
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
