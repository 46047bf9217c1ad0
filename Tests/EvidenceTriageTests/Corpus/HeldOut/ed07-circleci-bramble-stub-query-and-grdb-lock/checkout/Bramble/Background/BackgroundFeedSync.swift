import BackgroundTasks
import GRDB

/// Runs from the com.bramble.reader.feed-refresh BGAppRefreshTask.
/// Opens the same SQLite file as ArticleStore.
final class BackgroundFeedSync {
    private let dbQueue: DatabaseQueue
    private let client: FeedClient

    init(databasePath: String, client: FeedClient) throws {
        dbQueue = try DatabaseQueue(path: databasePath)
        self.client = client
    }

    func run() async throws {
        let cursor = try await dbQueue.read { db in try Int.fetchOne(db, sql: "SELECT cursor FROM sync_state") }
        let page = try await client.fetchFeed(since: cursor)
        try await dbQueue.write { db in
            for item in page.items { try item.upsert(db) }
            try db.execute(sql: "UPDATE sync_state SET cursor = ?", arguments: [page.nextCursor])
        }
    }
}
