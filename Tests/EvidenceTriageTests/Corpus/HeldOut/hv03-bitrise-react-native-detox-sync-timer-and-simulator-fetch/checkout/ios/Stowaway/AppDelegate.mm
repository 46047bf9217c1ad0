#import "AppDelegate.h"

#import <BackgroundTasks/BackgroundTasks.h>
#import <React/RCTBundleURLProvider.h>
#import <TSBackgroundFetch/TSBackgroundFetch.h>

#import "EvidenceRecorder.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
  self.moduleName = @"Stowaway";
  self.initialProps = @{};

  // react-native-background-fetch: registers com.transistorsoft.fetch and every
  // com.transistorsoft.* identifier found in BGTaskSchedulerPermittedIdentifiers.
  [[TSBackgroundFetch sharedInstance] didFinishLaunching];

  NSArray<NSString *> *permitted =
      [[NSBundle mainBundle] objectForInfoDictionaryKey:@"BGTaskSchedulerPermittedIdentifiers"] ?: @[];
  for (NSString *identifier in @[ @"com.transistorsoft.fetch", @"com.transistorsoft.uploadQueue" ]) {
    BOOL ok = [permitted containsObject:identifier];
    [EvidenceRecorder recordIdentifier:identifier
                                  kind:[identifier hasSuffix:@".fetch"] ? @"appRefresh" : @"processing"
                                 phase:@"registration"
                               outcome:ok ? @"succeeded" : @"failed"
                             errorType:ok ? nil : @"BGTaskScheduler.Error.notPermitted"];
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
