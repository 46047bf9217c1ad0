import CoreData
import Foundation

/// On-disk cache of analytics records waiting for the CloudKit sync job.
/// Uses the shared NSManagedObjectModel.skua so every container sees one set of entity descriptions.
public final class RecordCache {
    public struct Record: Hashable, Sendable {
        public let id: UUID
        public let name: String
        public let payload: Data
        public let createdAt: Date
    }

    private let container: NSPersistentContainer
    private let context: NSManagedObjectContext
    public let storeURL: URL

    public init(directory: URL, model: NSManagedObjectModel = .skua) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        storeURL = directory.appendingPathComponent("RecordCache.store")
        container = NSPersistentContainer(name: "RecordCache", managedObjectModel: model)
        let description = NSPersistentStoreDescription(url: storeURL)
        description.shouldMigrateStoreAutomatically = true
        description.shouldInferMappingModelAutomatically = true
        container.persistentStoreDescriptions = [description]
        try Self.load(container, at: storeURL)
        context = container.newBackgroundContext()
        context.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
    }

    public func append(_ records: [Record]) throws {
        try context.performAndWait {
            for record in records {
                let entry = EventEntry(context: context)
                entry.id = record.id
                entry.name = record.name
                entry.payload = record.payload
                entry.createdAt = record.createdAt
                entry.synced = false
            }
            try context.save()
        }
    }

    public func pending() throws -> [Record] {
        try context.performAndWait {
            let request = EventEntry.fetchRequest()
            request.predicate = NSPredicate(format: "synced == NO")
            request.sortDescriptors = [NSSortDescriptor(key: "createdAt", ascending: true)]
            return try context.fetch(request).map {
                Record(id: $0.id!, name: $0.name ?? "", payload: $0.payload ?? Data(), createdAt: $0.createdAt ?? .distantPast)
            }
        }
    }

    public func markSynced(_ ids: Set<UUID>) throws {
        try context.performAndWait {
            let request = EventEntry.fetchRequest()
            request.predicate = NSPredicate(format: "id IN %@", ids)
            for entry in try context.fetch(request) { entry.synced = true }
            try context.save()
        }
    }

    public func purgeSynced(olderThan date: Date) throws {
        try context.performAndWait {
            let request = NSFetchRequest<NSFetchRequestResult>(entityName: "EventEntry")
            request.predicate = NSPredicate(format: "synced == YES AND createdAt < %@", date as NSDate)
            let delete = NSBatchDeleteRequest(fetchRequest: request)
            try context.execute(delete)
        }
    }

    // The cache is written by the app and by the background upload task; both go through
    // the same container, so reads and writes are serialised on `context`.

    // MARK: - Loading

    private static func load(_ container: NSPersistentContainer, at url: URL) throws {
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        guard let error = loadError as NSError? else { return }
        if error.domain == NSCocoaErrorDomain, error.code == NSPersistentStoreIncompatibleVersionHashError {
            throw error
        }
        // Any other failure means the file on disk cannot be opened; there is no safe way to continue.
        let reason = (error.userInfo["reason"] as? String) ?? error.localizedDescription
        fatalError("RecordCache.store is corrupted: \(reason)")
    }
}
