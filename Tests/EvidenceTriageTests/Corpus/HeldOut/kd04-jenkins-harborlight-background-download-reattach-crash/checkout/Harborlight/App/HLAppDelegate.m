#import "HLAppDelegate.h"
#import <BackgroundTasks/BackgroundTasks.h>
#import "HLDownloadManager.h"
#import "HLFeedRefresher.h"
#import "HLDiagnosticsRecorder.h"

@implementation HLAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.downloads = [[HLDownloadManager alloc] initWithSessionIdentifier:@"com.harborlight.ios.downloads"];
    BOOL ok = [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:@"com.harborlight.ios.feed-refresh"
                                                                    usingQueue:nil
                                                                 launchHandler:^(__kindof BGTask *task) {
        [[HLFeedRefresher shared] handleRefreshTask:(BGAppRefreshTask *)task];
    }];
    [[HLDiagnosticsRecorder shared] recordIdentifier:@"com.harborlight.ios.feed-refresh" kind:@"appRefresh"
                                               phase:@"registration" succeeded:ok error:nil];
    return YES;
}

- (void)application:(UIApplication *)application handleEventsForBackgroundURLSession:(NSString *)identifier
  completionHandler:(void (^)(void))completionHandler {
    // The session was recreated in didFinishLaunching with the same identifier; it reattaches to the
    // transfers started by the previous process and delivers their events to the same manager.
    self.downloads.backgroundEventsCompletionHandler = completionHandler;
}

@end
