//
//  KSSync.h
//  KestrelSync (vendored, built as a Release xcframework by scripts/build-kestrelsync.sh)
//

#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

extern NSString *const KSBackgroundBlockSyncIdentifier;
extern NSString *const KSMasternodeListSyncIdentifier;

@interface KSSync : NSObject

@property (nonatomic, readonly) BOOL blockSyncTaskRegistered;
@property (nonatomic, readonly) BOOL masternodeListTaskRegistered;
@property (nonatomic, assign) double chainSyncProgress;

+ (instancetype)sharedSyncController;

/// Registration must be complete before the end of application:didFinishLaunchingWithOptions:
- (void)registerBackgroundFetchOnce;
- (void)setupSyncOnce;

- (void)scheduleBackgroundFetch;
- (void)performFetchWithCompletionHandler:(void (^)(UIBackgroundFetchResult))completionHandler;

/// Shared by the BGTask launch handler and the tests.
- (void)runBlockSyncTask:(id)task;

@end

NS_ASSUME_NONNULL_END
