#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@class HLEpisode;
typedef void (^HLDownloadCompletion)(NSURL * _Nullable fileURL, NSError * _Nullable error);

/// Downloads episodes through a background NSURLSession so they finish while the app is suspended.
@interface HLDownloadManager : NSObject <NSURLSessionDownloadDelegate>

- (instancetype)initWithSessionIdentifier:(NSString *)identifier;

@property (nonatomic, readonly) NSURLSession *session;
@property (nonatomic, readonly) NSUInteger pendingDelegateCount;

/// Stored by -application:handleEventsForBackgroundURLSession:completionHandler:.
@property (nonatomic, copy, nullable) void (^backgroundEventsCompletionHandler)(void);

- (NSURLSessionDownloadTask *)downloadEpisode:(HLEpisode *)episode completion:(nullable HLDownloadCompletion)completion;

/// Starts tracking a task the manager created (delegate entry + KVO on "state" for the progress UI).
- (void)trackTask:(NSURLSessionTask *)task episode:(HLEpisode *)episode completion:(nullable HLDownloadCompletion)completion;

@end

NS_ASSUME_NONNULL_END
