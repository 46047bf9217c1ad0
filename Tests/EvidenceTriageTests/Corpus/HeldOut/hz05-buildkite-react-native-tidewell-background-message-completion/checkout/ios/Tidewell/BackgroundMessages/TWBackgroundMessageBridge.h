#import <React/RCTEventEmitter.h>
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol TWBackgroundTaskApplication <NSObject>
- (UIBackgroundTaskIdentifier)beginBackgroundTaskWithName:(nullable NSString *)taskName
                                        expirationHandler:(void (^ _Nullable)(void))handler;
- (void)endBackgroundTask:(UIBackgroundTaskIdentifier)identifier;
@end

@interface UIApplication (TWBackgroundTaskApplication) <TWBackgroundTaskApplication>
@end

/// Hands data-only (content-available) FCM messages to the JS background handler and calls the
/// system's fetch completion handler when JS says it is done, or after a fallback delay.
/// Adapted from @react-native-firebase/messaging's background completion handling.
@interface TWBackgroundMessageBridge : RCTEventEmitter

- (instancetype)initWithApplication:(id<TWBackgroundTaskApplication>)application
                    fallbackSeconds:(NSTimeInterval)fallbackSeconds;

- (void)handleRemoteNotification:(NSDictionary *)userInfo
                      completion:(void (^)(UIBackgroundFetchResult))completion;

/// Exported to JS; called when the JS background handler's promise resolves.
- (void)completeNotificationProcessing:(NSString *)messageId;

- (void)invalidate;

@end

NS_ASSUME_NONNULL_END
