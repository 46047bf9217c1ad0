#import <Foundation/Foundation.h>

@interface WRUploadReconnector : NSObject
+ (void)reconnectBackgroundSessions;
+ (NSArray<NSURL *> *)restoredUploadURLs;
@end
