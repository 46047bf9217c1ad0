#import <Foundation/Foundation.h>
#import "LMAccount.h"
#import "LMKeychain.h"

NS_ASSUME_NONNULL_BEGIN

/// Stores signed-in accounts (with their OAuth tokens) in the keychain.
@interface LMAccountStore : NSObject

- (instancetype)initWithKeychain:(id<LMKeychain>)keychain NS_DESIGNATED_INITIALIZER;
- (instancetype)init NS_UNAVAILABLE;

@property (nonatomic, readonly) NSArray<LMAccount *> *accounts;

- (void)saveAccount:(LMAccount *)account NS_SWIFT_NAME(save(_:));

+ (nullable NSDictionary *)accountsFromKeychain:(id<LMKeychain>)keychain;

@end

NS_ASSUME_NONNULL_END
