//
//  PRUserSession+Background.m
//  ParleySyncEngine
//
//  Entry points the app delegate forwards when iOS wakes Parley in the
//  background: a silent push (content-available) or a background fetch.
//  Events fetched while the UI is not visible must produce local
//  notifications; the event source decides that (see PREventNotificationPolicy).
//

#import "PRUserSession+Background.h"
#import "PROperationLoop.h"
#import "PRUpdateEventSource.h"

static NSString * const PRLogTag = @"Push";

@implementation PRUserSession (PRBackground)

- (void)application:(id<PRApplication>)application
    didReceiveRemoteNotification:(NSDictionary *)userInfo
          fetchCompletionHandler:(void (^)(UIBackgroundFetchResult))completionHandler
{
    PRLogInfo(PRLogTag, @"silent push received, fetching notification stream");
    [self.operationLoop fetchEventsWithSource:PRUpdateEventSourcePushNotification
                                   completion:^(NSUInteger eventCount, NSError *error) {
        completionHandler(error ? UIBackgroundFetchResultFailed
                                : (eventCount > 0 ? UIBackgroundFetchResultNewData : UIBackgroundFetchResultNoData));
    }];
}

- (void)application:(id<PRApplication>)application
    performFetchWithCompletionHandler:(void (^)(UIBackgroundFetchResult))completionHandler
{
    PRLogInfo(PRLogTag, @"background fetch requested by the system");
    // Catch up on missed events the same way a foreground resync does.
    [self.operationLoop fetchEventsWithSource:PRUpdateEventSourceDownload
                                   completion:^(NSUInteger eventCount, NSError *error) {
        completionHandler(error ? UIBackgroundFetchResultFailed
                                : (eventCount > 0 ? UIBackgroundFetchResultNewData : UIBackgroundFetchResultNoData));
    }];
}

@end
