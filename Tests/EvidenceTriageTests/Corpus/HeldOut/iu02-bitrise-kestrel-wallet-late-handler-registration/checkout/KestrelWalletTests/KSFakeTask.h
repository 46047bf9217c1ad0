#import <Foundation/Foundation.h>

/// Quacks like BGTask for -[KSSync runBlockSyncTask:].
@interface KSFakeTask : NSObject
@property (nonatomic, copy) NSString *identifier;
@property (nonatomic, copy) void (^expirationHandler)(void);
@property (nonatomic, readonly) NSUInteger completionCount;
@property (nonatomic, readonly) BOOL completedSuccess;
- (void)setTaskCompletedWithSuccess:(BOOL)success;
@end
