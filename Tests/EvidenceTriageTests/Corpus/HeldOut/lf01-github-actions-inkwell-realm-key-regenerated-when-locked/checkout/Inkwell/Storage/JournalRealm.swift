import Foundation
import RealmSwift

/// Opens the encrypted journal Realm with the key from the vault.
enum JournalRealm {
    static var fileURL: URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("journal.realm")
    }

    static func open(keyStore: VaultKeyStore) throws -> Realm {
        let key = try keyStore.realmKey()
        var config = Realm.Configuration(fileURL: fileURL, encryptionKey: key, schemaVersion: 7)
        config.objectTypes = [Entry.self, SyncCursor.self]
        return try Realm(configuration: config)
    }
}

final class Entry: Object {
    @Persisted(primaryKey: true) var id: String
    @Persisted var body: String
    @Persisted var updatedAt: Date
}

final class SyncCursor: Object {
    @Persisted(primaryKey: true) var name: String = "journal"
    @Persisted var token: String = ""
}
