#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// Thin seam over SecItem* so tests can model a locked device.
@protocol LMKeychain <NSObject>
- (OSStatus)addItem:(NSDictionary *)attributes;
- (OSStatus)copyMatching:(NSDictionary *)query result:(CFTypeRef _Nullable * _Nullable)result;
- (OSStatus)deleteItem:(NSDictionary *)query;
@end

@interface LMSystemKeychain : NSObject <LMKeychain>
@end

NS_ASSUME_NONNULL_END
