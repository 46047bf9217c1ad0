#import "MKPantryStore.h"

@implementation MKPantryStore {
    NSPersistentStoreCoordinator *_coordinator;
    NSManagedObjectContext *_viewContext;
}

- (nullable instancetype)initWithStoreURL:(nullable NSURL *)storeURL error:(NSError **)error {
    self = [super init];
    if (!self) { return nil; }

    NSBundle *bundle = [NSBundle bundleForClass:[MKPantryStore class]];
    NSURL *modelURL = [bundle URLForResource:@"Pantry" withExtension:@"momd"];
    NSManagedObjectModel *model = [[NSManagedObjectModel alloc] initWithContentsOfURL:modelURL];
    _coordinator = [[NSPersistentStoreCoordinator alloc] initWithManagedObjectModel:model];

    NSString *type = storeURL ? NSSQLiteStoreType : NSInMemoryStoreType;
    if (![_coordinator addPersistentStoreWithType:type configuration:nil URL:storeURL options:nil error:error]) {
        return nil;
    }
    _viewContext = [[NSManagedObjectContext alloc] initWithConcurrencyType:NSMainQueueConcurrencyType];
    _viewContext.persistentStoreCoordinator = _coordinator;
    return self;
}

- (NSManagedObjectContext *)viewContext {
    return _viewContext;
}

- (BOOL)saveItemNamed:(NSString *)name barcode:(nullable NSString *)barcode expires:(nullable NSDate *)expires error:(NSError **)error {
    NSManagedObject *item = [NSEntityDescription insertNewObjectForEntityForName:@"PantryItem" inManagedObjectContext:_viewContext];
    [item setValue:name forKey:@"name"];
    [item setValue:barcode forKey:@"barcode"];
    [item setValue:expires forKey:@"expires"];
    return [_viewContext save:error];
}

- (NSArray<NSManagedObject *> *)itemsExpiringBefore:(NSDate *)date {
    NSFetchRequest *request = [NSFetchRequest fetchRequestWithEntityName:@"PantryItem"];
    request.predicate = [NSPredicate predicateWithFormat:@"expires < %@", date];
    request.sortDescriptors = @[[NSSortDescriptor sortDescriptorWithKey:@"expires" ascending:YES]];
    return [_viewContext executeFetchRequest:request error:nil] ?: @[];
}

@end
