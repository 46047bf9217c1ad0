#import "AppDelegate.h"

#import <BackgroundTasks/BackgroundTasks.h>
#import <React/RCTBundleURLProvider.h>
#import <React/RCTLinkingManager.h>
#import "RPCModule.h"
#import "Reachability.h"
#import "Quillpay-Swift.h"   // EvidenceBridge (EvidenceRecorder wrapper)

static NSString *const kSyncTaskID = @"org.quillpay.wallet.sync";
static NSString *const kRearmTaskID = @"org.quillpay.wallet.rearm";

@implementation AppDelegate {
  BOOL syncFinished;
}

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
  self.moduleName = @"Quillpay";
  self.initialProps = @{};

  [self registerTasks];

#if DEBUG || E2E
  // Detox: `launchArgs: { e2eSimulateBGTask: <id> }` runs the handler with a fake
  // task because the Simulator cannot launch BGTasks.
  NSString *simulated = [[NSUserDefaults standardUserDefaults] stringForKey:@"e2eSimulateBGTask"];
  if (simulated.length > 0) {
    NSLog(@"BGTask simulate: launching handler for %@ (e2e launch arg)", simulated);
    [self handleBackgroundTask:[E2EFakeProcessingTask taskWithIdentifier:simulated]];
  }
#endif

  return [super application:application didFinishLaunchingWithOptions:launchOptions];
}

- (void)registerTasks
{
  BOOL syncOK = [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:kSyncTaskID
                                                                       usingQueue:nil
                                                                    launchHandler:^(__kindof BGTask *task) {
    [self handleBackgroundTask:task];
  }];
  [EvidenceBridge recordRegistration:kSyncTaskID processing:YES succeeded:syncOK];

  BOOL rearmOK = [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:kRearmTaskID
                                                                        usingQueue:nil
                                                                     launchHandler:^(__kindof BGTask *task) {
    [self scheduleBackgroundTasks];
    [task setTaskCompletedWithSuccess:YES];
  }];
  [EvidenceBridge recordRegistration:kRearmTaskID processing:YES succeeded:rearmOK];
}

- (void)handleBackgroundTask:(id<QPBackgroundTask>)task
{
  NSLog(@"BGTask startBackgroundTask: %@", task.identifier);
  [EvidenceBridge recordPhase:@"launch" identifier:task.identifier outcome:@"succeeded" error:nil];

  task.expirationHandler = ^{
    NSLog(@"BGTask expirationHandler: stopping sync");
    [[RPCModule new] execute:@"interrupt_sync_after_batch" args:@"true"];
    [EvidenceBridge recordPhase:@"expiration" identifier:task.identifier outcome:@"cancelled" error:nil];
  };

  if (![Reachability isWiFiOrSimulator]) {
    NSLog(@"BGTask startBackgroundTask: not connected to the wifi");
    [task setTaskCompletedWithSuccess:NO];
    return;
  }

  // Start the syncing
  NSLog(@"BGTask configureProcessingTask run");
  syncFinished = false;
  [NSThread detachNewThreadSelector:@selector(syncingProcessBackgroundTask:) toTarget:self withObject:task];
  [task setTaskCompletedWithSuccess:YES];
  NSLog(@"BGTask setTaskCompletedWithSuccess:YES %@", task.identifier);
  [EvidenceBridge recordPhase:@"completion" identifier:task.identifier outcome:@"succeeded" error:nil];
}

- (void)syncingProcessBackgroundTask:(id<QPBackgroundTask>)task
{
  NSLog(@"BGTask syncingProcessBackgroundTask: start");
  RPCModule *rpc = [RPCModule new];
  NSString *resp = [rpc execute:@"sync" args:@""];
  if ([resp hasPrefix:@"Error"]) {
    NSLog(@"BGTask syncingProcessBackgroundTask: sync failed: %@", resp);
    [EvidenceBridge recordPhase:@"execution" identifier:task.identifier outcome:@"failed" error:@"QuillpayRPC.SyncError"];
    [[E2EDiagnostics shared] recordRunForIdentifier:task.identifier ok:NO detail:resp];
    return;
  }
  syncFinished = true;
  NSLog(@"BGTask syncingProcessBackgroundTask: finished %@", resp);
  [EvidenceBridge recordPhase:@"execution" identifier:task.identifier outcome:@"succeeded" error:nil];
  [[E2EDiagnostics shared] recordRunForIdentifier:task.identifier ok:YES detail:resp];
}

- (void)scheduleBackgroundTasks
{
  NSDictionary *dates = [NextSyncDates nativeNextSyncDates];
  BGProcessingTaskRequest *sync = [[BGProcessingTaskRequest alloc] initWithIdentifier:kSyncTaskID];
  sync.requiresNetworkConnectivity = YES;
  sync.requiresExternalPower = YES;
  sync.earliestBeginDate = dates[@"sync"];
  NSError *error = nil;
  if (![[BGTaskScheduler sharedScheduler] submitTaskRequest:sync error:&error]) {
    NSLog(@"BGTask scheduleBackgroundTasks: submit %@ failed: %@", kSyncTaskID, error);
    [EvidenceBridge recordSubmission:kSyncTaskID error:error];
  } else {
    [EvidenceBridge recordSubmission:kSyncTaskID error:nil];
  }
}

- (void)applicationDidEnterBackground:(UIApplication *)application
{
  [self scheduleBackgroundTasks];
}

- (BOOL)application:(UIApplication *)application openURL:(NSURL *)url options:(NSDictionary<UIApplicationOpenURLOptionsKey,id> *)options
{
#if DEBUG || E2E
  if ([url.host isEqualToString:@"debug"] && [url.path isEqualToString:@"/bgtask"]) {
    NSString *identifier = [[NSURLComponents componentsWithURL:url resolvingAgainstBaseURL:NO].queryItems.firstObject value];
    NSLog(@"BGTask simulate: launching handler for %@ (debug URL)", identifier);
    [self handleBackgroundTask:[E2EFakeProcessingTask taskWithIdentifier:identifier]];
    return YES;
  }
#endif
  return [RCTLinkingManager application:application openURL:url options:options];
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
