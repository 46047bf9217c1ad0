#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface ReminderBridge : NSObject
+ (NSDate *)fireDateFromArguments:(NSDictionary *)args;
+ (void)scheduleWithArguments:(NSDictionary *)args completion:(void (^)(NSError * _Nullable error))completion;
@end

NS_ASSUME_NONNULL_END
