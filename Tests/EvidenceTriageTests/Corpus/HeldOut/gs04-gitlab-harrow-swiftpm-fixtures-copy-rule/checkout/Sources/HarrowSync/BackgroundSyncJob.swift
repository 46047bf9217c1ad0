import Foundation

public protocol SyncServer: Sendable {
    func fetchDelta(since cursor: String?) async throws -> Data
}

/// The work behind Harrow's BGAppRefreshTask (com.harrow.notes.sync): fetch the server delta
/// since the stored cursor, apply it and commit the new cursor in one store transaction.
public final class BackgroundSyncJob {
    private let server: SyncServer
    private let store: NoteStore
    private let decoder = DeltaDecoder()

    public init(server: SyncServer, store: NoteStore) {
        self.server = server
        self.store = store
    }

    public func run() async throws {
        try Task.checkCancellation()
        let delta = try decoder.decode(try await server.fetchDelta(since: store.cursor))
        try Task.checkCancellation()
        try store.transaction { tx in
            for note in delta.upserts { tx.upsert(note) }
            for id in delta.tombstones { tx.delete(id) }
            tx.setCursor(delta.cursor)
        }
    }
}
