#import "AppDelegate.h"
#import <React/RCTBundleURLProvider.h>
#import <TSBackgroundFetch/TSBackgroundFetch.h>
#import "KFEvidenceRecorder.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
  self.moduleName = @"KestrelField";
  self.initialProps = @{};

  // [react-native-background-fetch] registers every identifier listed in BGTaskSchedulerPermittedIdentifiers.
  [[TSBackgroundFetch sharedInstance] didFinishLaunching];

  // Record what was registered, for CI triage.
  NSArray<NSString *> *permitted = [[NSBundle mainBundle] objectForInfoDictionaryKey:@"BGTaskSchedulerPermittedIdentifiers"];
  for (NSString *identifier in permitted) {
    [KFEvidenceRecorder recordIdentifier:identifier
                                    kind:([identifier isEqualToString:@"com.transistorsoft.fetch"] ? @"appRefresh" : @"processing")
                                   phase:@"registration" outcome:@"succeeded" errorType:nil];
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
