import Foundation
import OSLog

final class NoteSyncCoordinator: @unchecked Sendable {
    let server: NotesServer
    let store: NoteStore
    private let queue = DispatchQueue(label: "com.fieldnote.sync")

    init(server: NotesServer, store: NoteStore) {
        self.server = server
        self.store = store
    }

    func refresh() async throws {
        let changes = try await server.changes(since: store.serverToken)
        try store.apply(changes)
    }

    /// Completion-handler variant kept for the legacy notebook list. Always calls back on main.
    func refresh(completion: @escaping (Result<Void, Error>) -> Void) {
        Log.sync.info("refresh started (\(self.server.notebookCount) notebooks)")
        queue.async {
            let result = Result { try self.server.blockingChanges(since: self.store.serverToken) }
                .flatMap { changes in Result { try self.store.apply(changes) } }
            Log.sync.info("refresh finished on com.fieldnote.sync; delivering completion via DispatchQueue.main.async")
            DispatchQueue.main.async { completion(result) }
        }
    }
}
