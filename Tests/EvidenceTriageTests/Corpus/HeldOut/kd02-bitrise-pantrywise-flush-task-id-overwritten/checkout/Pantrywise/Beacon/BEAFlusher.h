#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol BEABackgroundTaskApplication <NSObject>
- (UIBackgroundTaskIdentifier)beginBackgroundTaskWithName:(nullable NSString *)taskName
                                        expirationHandler:(void (^ _Nullable)(void))handler;
- (void)endBackgroundTask:(UIBackgroundTaskIdentifier)identifier;
@end

@protocol BEATransport <NSObject>
- (void)sendBatch:(NSArray<NSDictionary *> *)batch completion:(void (^)(NSError * _Nullable error))completion;
@end

@class BEAEventStore;

/// Uploads queued analytics events. Each upload holds a UIKit background task
/// so it can finish after the app leaves the foreground.
@interface BEAFlusher : NSObject

- (instancetype)initWithApplication:(id<BEABackgroundTaskApplication>)application
                              store:(BEAEventStore *)store
                          transport:(id<BEATransport>)transport NS_DESIGNATED_INITIALIZER;
- (instancetype)init NS_UNAVAILABLE;

/// Flushes whatever is queued. Called by BEAIntervalFlushPolicy and by the host app.
- (void)flush;

/// Called by BEALifecycleObserver on UIApplicationDidEnterBackgroundNotification.
- (void)applicationDidEnterBackground;

@property (nonatomic, readonly) UIBackgroundTaskIdentifier flushTaskID;

@end

NS_ASSUME_NONNULL_END
