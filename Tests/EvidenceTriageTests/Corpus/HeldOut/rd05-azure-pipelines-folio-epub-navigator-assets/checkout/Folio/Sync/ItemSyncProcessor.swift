import Foundation

final class ItemSyncProcessor {
    private let db: LibraryStore
    init(db: LibraryStore) { self.db = db }

    func apply(_ items: [RemoteItem]) throws {
        for item in items {
            var attachment = try db.attachment(item.key)
            attachment.title = item.title
            attachment.version = item.version
            attachment.needsSync = false
            try db.save(attachment)
        }
    }
}
