#import "HMRemoteFetchHandler.h"
#import <os/log.h>

@interface HMRemoteFetchHandler ()
@property (nonatomic, strong) id<HMMailboxSyncing> syncer;
@end

@implementation HMRemoteFetchHandler

- (instancetype)initWithSyncer:(id<HMMailboxSyncing>)syncer {
    if ((self = [super init])) {
        _syncer = syncer;
    }
    return self;
}

- (void)handleRemoteNotification:(NSDictionary *)userInfo
               completionHandler:(void (^)(UIBackgroundFetchResult))completionHandler {
    NSDictionary *hm = userInfo[@"hm"];
    NSString *mailboxID = [hm isKindOfClass:[NSDictionary class]] ? hm[@"mailbox"] : nil;
    if (![mailboxID isKindOfClass:[NSString class]] || mailboxID.length == 0) {
        NSLog(@"[Push] content-available push without a mailbox id, ignoring");
        return;
    }

    [self.syncer syncMailbox:mailboxID completion:^(NSUInteger newMessages, NSError *error) {
        if (error) {
            completionHandler(UIBackgroundFetchResultFailed);
        } else {
            completionHandler(newMessages > 0 ? UIBackgroundFetchResultNewData : UIBackgroundFetchResultNoData);
        }
    }];
}

@end
