import CoreData
import Foundation
import OSLog
import SwiftData

/// One-time import of the legacy Core Data store (app versions <= 3.4) into SwiftData.
struct CoreDataMigrationService {
    enum MigrationError: Error {
        case modelNotFound
        case storeNotFound
    }

    let legacyStoreURL: URL
    let bundle: Bundle

    init(legacyStoreURL: URL, bundle: Bundle = .main) {
        self.legacyStoreURL = legacyStoreURL
        self.bundle = bundle
    }

    func makeCoreDataContainer() throws -> NSPersistentContainer {
        guard let momdURL = bundle.url(forResource: "Harborlog", withExtension: "momd") else {
            throw MigrationError.modelNotFound
        }
        let versionURL = momdURL.appendingPathComponent("HarborlogModel 12.mom")
        guard let model = NSManagedObjectModel(contentsOf: versionURL) else {
            throw MigrationError.modelNotFound
        }
        guard FileManager.default.fileExists(atPath: legacyStoreURL.path) else {
            throw MigrationError.storeNotFound
        }
        let container = NSPersistentContainer(name: "Harborlog", managedObjectModel: model)
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: legacyStoreURL)]
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }
        return container
    }

    func importLegacyData(into context: ModelContext) throws -> Int {
        let legacy = try makeCoreDataContainer()
        let vessels = try legacy.viewContext.fetch(NSFetchRequest<NSManagedObject>(entityName: "CDVessel"))
        for object in vessels {
            context.insert(Vessel(legacy: object))
        }
        let entries = try legacy.viewContext.fetch(NSFetchRequest<NSManagedObject>(entityName: "CDLogEntry"))
        for object in entries {
            context.insert(LogEntry(legacy: object))
        }
        try context.save()
        return vessels.count + entries.count
    }
}
