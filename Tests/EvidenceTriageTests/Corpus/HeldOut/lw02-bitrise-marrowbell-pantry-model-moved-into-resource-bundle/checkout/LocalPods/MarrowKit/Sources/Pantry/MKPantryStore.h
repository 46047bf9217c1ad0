#import <Foundation/Foundation.h>
#import <CoreData/CoreData.h>

NS_ASSUME_NONNULL_BEGIN

@interface MKPantryStore : NSObject

@property (nonatomic, readonly) NSManagedObjectContext *viewContext;

- (nullable instancetype)initWithStoreURL:(nullable NSURL *)storeURL error:(NSError **)error;
- (BOOL)saveItemNamed:(NSString *)name barcode:(nullable NSString *)barcode expires:(nullable NSDate *)expires error:(NSError **)error;
- (NSArray<NSManagedObject *> *)itemsExpiringBefore:(NSDate *)date;

@end

NS_ASSUME_NONNULL_END
