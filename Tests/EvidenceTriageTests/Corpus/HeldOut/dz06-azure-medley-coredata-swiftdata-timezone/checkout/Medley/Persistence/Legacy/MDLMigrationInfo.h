#import <CoreData/CoreData.h>

// Carried over from Medley 1.x (Objective-C). No nullability annotations.
@interface MDLMigrationInfo : NSObject
+ (BOOL)storeNeedsMigrationAtURL:(NSURL *)storeURL model:(NSManagedObjectModel *)model;
@end
