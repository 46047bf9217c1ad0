import CoreData
@testable import Larder

/// In-memory Core Data stack for tests.
final class TestCoreDataStack {
    let container: NSPersistentContainer

    init() {
        // Loads a fresh NSManagedObjectModel from the app bundle for every stack.
        let modelURL = Bundle(for: PantryItem.self).url(forResource: "Larder", withExtension: "momd")!
        let model = NSManagedObjectModel(contentsOf: modelURL)!
        container = NSPersistentContainer(name: "Larder", managedObjectModel: model)
        let description = NSPersistentStoreDescription()
        description.type = NSInMemoryStoreType
        container.persistentStoreDescriptions = [description]
        container.loadPersistentStores { _, error in
            precondition(error == nil, "in-memory store failed: \(String(describing: error))")
        }
    }

    func insertItems(expiredDaysAgo days: [Int], now: Date = .now) {
        let context = container.viewContext
        for d in days {
            let item = PantryItem(context: context)
            item.name = "item-\(d)"
            item.expiresAt = Calendar.current.date(byAdding: .day, value: -d, to: now)
        }
        try! context.save()
    }
}
