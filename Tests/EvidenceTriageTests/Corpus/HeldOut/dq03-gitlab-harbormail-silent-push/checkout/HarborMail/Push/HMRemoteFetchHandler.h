#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol HMMailboxSyncing <NSObject>
- (void)syncMailbox:(NSString *)mailboxID completion:(void (^)(NSUInteger newMessages, NSError * _Nullable error))completion;
@end

/// Handles content-available pushes ("aps": {"content-available": 1, ...},
/// "hm": {"mailbox": "<id>"}) forwarded by the app delegate.
@interface HMRemoteFetchHandler : NSObject
- (instancetype)initWithSyncer:(id<HMMailboxSyncing>)syncer;
- (void)handleRemoteNotification:(NSDictionary *)userInfo
               completionHandler:(void (^)(UIBackgroundFetchResult result))completionHandler;
@end

NS_ASSUME_NONNULL_END
