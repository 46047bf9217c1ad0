import CoreData
import Foundation

struct RemoteEntry: Decodable, Sendable {
    let id: UUID
    let title: String
    let body: String
    let updatedAt: Date
}

protocol JournalAPI: Sendable {
    func changes(since cursor: Date?) async throws -> [RemoteEntry]
}

/// Pulls entries edited on other devices. Runs in the nightly
/// `com.fieldbook.sync.nightly` processing task and after launch.
struct JournalSyncJob: Sendable {
    let persistence: PersistenceController
    let api: JournalAPI

    func run() async throws {
        let context = persistence.newBackgroundContext()
        // Load the local entries up front so the merge below is one pass.
        let (cursor, local) = try await context.perform {
            (try SyncState.cursor(in: context), try JournalEntry.indexByID(in: context))
        }
        let changes = try await api.changes(since: cursor)
        try Task.checkCancellation()
        try await context.perform {
            for remote in changes {
                let entry = local[remote.id] ?? JournalEntry.insert(id: remote.id, in: context)
                entry.title = remote.title
                entry.body = remote.body
                entry.updatedAt = remote.updatedAt
            }
            try SyncState.setCursor(changes.map(\.updatedAt).max() ?? cursor, in: context)
            try context.save()
        }
    }
}
