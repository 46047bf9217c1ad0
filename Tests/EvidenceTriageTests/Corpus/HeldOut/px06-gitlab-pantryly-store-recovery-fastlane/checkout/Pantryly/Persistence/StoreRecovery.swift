import Foundation
import SwiftData

enum StoreRecovery {
    /// Rebuilds an unreadable store. Cache entities are re-fetchable from the server.
    static func rebuild(at url: URL) throws -> ModelContainer {
        let fm = FileManager.default
        for suffix in ["", "-wal", "-shm"] {
            let file = URL(fileURLWithPath: url.path + suffix)
            if fm.fileExists(atPath: file.path) { try fm.removeItem(at: file) }
        }
        let schema = Schema(versionedSchema: PantrySchemaV4.self)
        return try ModelContainer(for: schema, configurations: [ModelConfiguration(schema: schema, url: url)])
    }
}
