import Foundation

final class NoteSyncJob {
    let client: SyncClient
    let database: NoteDatabase
    init(client: SyncClient, database: NoteDatabase) { self.client = client; self.database = database }

    func run() async throws {
        var cursor = database.committedCursor
        while let page = try await client.page(after: cursor) {
            database.saveCursor(page.nextCursor)      // cursor saved before the notes are written
            try database.write(page.notes)
            cursor = page.nextCursor
        }
    }

    func runInBackground(completion: @escaping (Bool) -> Void) {
        Task {
            do {
                try await run()
                completion(true)
            } catch is CancellationError {
                completion(false)
            } catch {
                // other errors fall through without calling completion
            }
        }
    }
}
