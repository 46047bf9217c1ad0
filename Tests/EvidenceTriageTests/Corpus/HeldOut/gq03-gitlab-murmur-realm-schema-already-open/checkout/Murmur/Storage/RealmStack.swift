import Foundation
import RealmSwift

enum RealmStack {
    /// 8: adds `Message.deliveredAt` and backfills it from `sentAt` (MR !611).
    static let schemaVersion: UInt64 = 8

    static func configuration(fileURL: URL? = nil, inMemoryIdentifier: String? = nil) -> Realm.Configuration {
        var config = Realm.Configuration(
            schemaVersion: schemaVersion,
            migrationBlock: { migration, oldVersion in
                if oldVersion < 8 {
                    migration.enumerateObjects(ofType: Message.className()) { old, new in
                        new?["deliveredAt"] = old?["sentAt"]
                    }
                }
            },
            objectTypes: [Message.self, Conversation.self, OutboxItem.self, ReadReceipt.self])
        if let inMemoryIdentifier = inMemoryIdentifier {
            config.inMemoryIdentifier = inMemoryIdentifier
        } else if let fileURL = fileURL {
            config.fileURL = fileURL
        }
        return config
    }
}
