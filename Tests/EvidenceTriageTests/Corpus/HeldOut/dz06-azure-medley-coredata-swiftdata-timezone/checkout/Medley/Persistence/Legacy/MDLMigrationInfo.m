#import "MDLMigrationInfo.h"

@implementation MDLMigrationInfo

+ (BOOL)storeNeedsMigrationAtURL:(NSURL *)storeURL model:(NSManagedObjectModel *)model {
    NSError *error = nil;
    NSDictionary *metadata = [NSPersistentStoreCoordinator metadataForPersistentStoreOfType:NSSQLiteStoreType
                                                                                       URL:storeURL
                                                                                   options:nil
                                                                                     error:&error];
    if (metadata == nil) {
        return NO;
    }
    return ![model isConfiguration:nil compatibleWithStoreMetadata:metadata];
}

@end
