import Foundation
import RealmSwift

/// Owns the on-disk Realm holding saved articles and the offline download queue.
final class ArticleStore {
    /// Bump on every change to `Article` or `DownloadQueueEntry`, and add a
    /// step to `migrate` below. Fixtures for every shipped version live in
    /// LarkspurTests/Fixtures.
    static let schemaVersion: UInt64 = 11

    let fileURL: URL

    init(fileURL: URL) {
        self.fileURL = fileURL
    }

    var configuration: Realm.Configuration {
        Realm.Configuration(
            fileURL: fileURL,
            schemaVersion: Self.schemaVersion,
            migrationBlock: Self.migrate,
            objectTypes: [Article.self, DownloadQueueEntry.self]
        )
    }

    func open() throws -> Realm {
        try Realm(configuration: configuration)
    }

    static func migrate(_ migration: Migration, from oldVersion: UInt64) {
        if oldVersion < 9 {
            migration.enumerateObjects(ofType: Article.className()) { _, new in
                new?["isDownloaded"] = false
            }
        }
        if oldVersion < 11 {
            migration.enumerateObjects(ofType: Article.className()) { old, new in
                new?["isBookmarked"] = (old?["starred"] as? Bool) ?? false
            }
        }
    }
}
