import CoreData

/// Core Data stack for sailings and trips. Tests create it in memory.
final class TimetableStore {
    let container: NSPersistentContainer

    init(inMemory: Bool = false, bundle: Bundle = .main) {
        let url = bundle.url(forResource: "Ferrylog", withExtension: "momd")!
        let model = NSManagedObjectModel(contentsOf: url)!          // a new model instance per store
        container = NSPersistentContainer(name: "Ferrylog", managedObjectModel: model)
        if inMemory {
            container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores { _, error in
            if let error { fatalError("store failed to load: \(error)") }
        }
    }

    var viewContext: NSManagedObjectContext { container.viewContext }
}

@objc(Trip)
final class Trip: NSManagedObject {
    @NSManaged var id: String
    @NSManaged var route: String
    @NSManaged var departure: Date
}

extension Trip {
    @nonobjc class func fetchRequest() -> NSFetchRequest<Trip> { NSFetchRequest<Trip>(entityName: "Trip") }
}
