import CoreData
import Foundation

protocol JournalStoring: AnyObject {
    func syncCursor() throws -> String?
    func apply(_ page: EntryPage) throws
}

final class JournalStore: JournalStoring {
    static let shared = JournalStore()

    let container: NSPersistentContainer

    init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "Journal")
        let description = container.persistentStoreDescriptions.first!
        if inMemory { description.url = URL(fileURLWithPath: "/dev/null") }
        // Journal entries are private: keep them encrypted whenever the device is locked.
        description.setOption(FileProtectionType.complete as NSObject, forKey: NSPersistentStoreFileProtectionKey)
        container.loadPersistentStores { _, error in
            if let error { fatalError("journal store failed to load: \(error)") }
        }
    }

    func syncCursor() throws -> String? {
        try container.viewContext.fetch(SyncState.fetchRequest()).first?.cursor
    }

    func apply(_ page: EntryPage) throws {
        let context = container.newBackgroundContext()
        try context.performAndWait {
            page.entries.forEach { JournalEntry.upsert($0, in: context) }
            SyncState.current(in: context).cursor = page.nextCursor
            try context.save()
        }
    }
}
