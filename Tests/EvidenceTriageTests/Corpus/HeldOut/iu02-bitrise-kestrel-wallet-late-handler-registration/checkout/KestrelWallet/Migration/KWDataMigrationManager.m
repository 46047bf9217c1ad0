//
//  KWDataMigrationManager.m
//  KestrelWallet
//

#import "KWDataMigrationManager.h"

@implementation KWDataMigrationManager

+ (instancetype)sharedInstance {
    static KWDataMigrationManager *instance = nil;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{ instance = [[self alloc] init]; });
    return instance;
}

- (BOOL)shouldMigrate {
    // UI tests seed a legacy 1.x store with -KWSeedLegacyStore YES.
    if ([[NSUserDefaults standardUserDefaults] boolForKey:@"KWSeedLegacyStore"]) {
        return YES;
    }
    return [[NSFileManager defaultManager] fileExistsAtPath:[self legacyStorePath]];
}

- (NSString *)legacyStorePath {
    NSString *docs = NSSearchPathForDirectoriesInDomains(NSDocumentDirectory, NSUserDomainMask, YES).firstObject;
    return [docs stringByAppendingPathComponent:@"BreadWallet.sqlite"];
}

- (void)migrate:(void (^)(BOOL completed))completion {
    dispatch_async(dispatch_get_global_queue(QOS_CLASS_USER_INITIATED, 0), ^{
        NSLog(@"[KWDataMigrationManager] migrating legacy store");
        [NSThread sleepForTimeInterval:0.8];
        NSLog(@"[KWDataMigrationManager] migration finished");
        completion(YES);
    });
}

@end
