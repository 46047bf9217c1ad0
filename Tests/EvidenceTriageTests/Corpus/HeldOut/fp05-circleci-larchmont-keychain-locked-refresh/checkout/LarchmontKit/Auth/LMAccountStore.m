#import "LMAccountStore.h"
#import "LMKeychain.h"
#import <Security/Security.h>

static NSString * const LMKeychainServiceName = @"com.larchmont.news.accounts";

@implementation LMAccountStore {
    id<LMKeychain> _keychain;
}

- (instancetype)initWithKeychain:(id<LMKeychain>)keychain
{
    if ((self = [super init])) {
        _keychain = keychain;
    }
    return self;
}

- (NSArray<LMAccount *> *)accounts
{
    NSDictionary *stored = [[self class] accountsFromKeychain:_keychain];
    return stored.allValues ?: @[];
}

- (void)saveAccount:(LMAccount *)account
{
    NSMutableDictionary *all = [[[self class] accountsFromKeychain:_keychain] mutableCopy] ?: [NSMutableDictionary dictionary];
    all[account.identifier] = account;
    [[self class] storeAccountsInKeychain:all keychain:_keychain];
}

#pragma mark - Keychain

+ (void)storeAccountsInKeychain:(NSDictionary *)accounts keychain:(id<LMKeychain>)keychain
{
    NSDictionary *query = @{
        (__bridge NSString *)kSecClass: (__bridge NSString *)kSecClassGenericPassword,
        (__bridge NSString *)kSecAttrService: LMKeychainServiceName,
    };
    [keychain deleteItem:query];

    NSData *data = [NSKeyedArchiver archivedDataWithRootObject:accounts requiringSecureCoding:YES error:NULL];
    NSDictionary *attributes = @{
        (__bridge NSString *)kSecClass: (__bridge NSString *)kSecClassGenericPassword,
        (__bridge NSString *)kSecAttrService: LMKeychainServiceName,
        (__bridge NSString *)kSecAttrGeneric: data,
    };
    OSStatus status = [keychain addItem:attributes];
    NSAssert1(status == noErr, @"Error while storing accounts in keychain: %ld", (long)status);
}

+ (NSDictionary *)accountsFromKeychain:(id<LMKeychain>)keychain
{
    NSDictionary *query = @{
        (__bridge NSString *)kSecClass: (__bridge NSString *)kSecClassGenericPassword,
        (__bridge NSString *)kSecAttrService: LMKeychainServiceName,
        (__bridge NSString *)kSecReturnAttributes: @YES,
    };
    CFTypeRef cfResult = NULL;
    OSStatus status = [keychain copyMatching:query result:&cfResult];
    NSDictionary *result = (__bridge_transfer NSDictionary *)cfResult;

    if (status != noErr) {
        NSAssert1(status == errSecItemNotFound, @"Unexpected error while fetching accounts from keychain: %ld", (long)status);
        return nil;
    }

    NSSet *classes = [NSSet setWithObjects:NSDictionary.class, NSString.class, LMAccount.class, nil];
    return [NSKeyedUnarchiver unarchivedObjectOfClasses:classes fromData:result[(__bridge NSString *)kSecAttrGeneric] error:NULL];
}

@end
