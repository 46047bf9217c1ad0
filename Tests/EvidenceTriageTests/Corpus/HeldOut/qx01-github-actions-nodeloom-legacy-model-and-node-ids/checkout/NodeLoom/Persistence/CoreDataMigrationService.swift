import CoreData
import OSLog
import SwiftData

enum MigrationError: Error {
    case modelNotFound
    case legacyStoreMissing
}

/// One-time import of the pre-2.7.13 Core Data store into SwiftData.
enum CoreDataMigrationService {
    static let legacyStoreName = "NodeLoom-coredata-legacy.sqlite"

    static func legacyStoreURL(in directory: URL) -> URL {
        directory.appendingPathComponent(legacyStoreName)
    }

    static func makeCoreDataContainer(storeURL: URL, bundle: Bundle = .main) throws -> NSPersistentContainer {
        guard let momdURL = bundle.url(forResource: "NodeLoom", withExtension: "momd") else {
            throw MigrationError.modelNotFound
        }
        let v58URL = momdURL.appendingPathComponent("NodeLoomDataModelV 58.mom")
        guard let model = NSManagedObjectModel(contentsOf: v58URL) else {
            throw MigrationError.modelNotFound
        }
        let container = NSPersistentContainer(name: "NodeLoom", managedObjectModel: model)
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: storeURL)]
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }
        return container
    }

    static func migrate(from storeURL: URL, into context: ModelContext, bundle: Bundle = .main) throws -> Int {
        let legacy = try makeCoreDataContainer(storeURL: storeURL, bundle: bundle)
        let request = NSFetchRequest<NSManagedObject>(entityName: "NodeInfoEntity")
        let rows = try legacy.viewContext.fetch(request)
        for row in rows {
            let num = (row.value(forKey: "num") as? Int64) ?? 0
            context.insert(NodeInfo(num: num, longName: row.value(forKey: "longName") as? String ?? ""))
        }
        try context.save()
        return rows.count
    }
}
