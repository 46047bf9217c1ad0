import Foundation
import GRDB

/// Runs from the BGAppRefreshTask `com.marram.inbox.refresh`.
/// The notification service extension writes to the same database (app group) when a push arrives.
public final class InboxRefreshJob {
    private let dbPool: DatabasePool
    private let api: InboxAPI
    private let cursorStore: CursorStore

    public init(dbPool: DatabasePool, api: InboxAPI, cursorStore: CursorStore) {
        self.dbPool = dbPool
        self.api = api
        self.cursorStore = cursorStore
    }

    public func run() async throws {
        let since = cursorStore.cursor
        let page = try await api.messages(since: since)
        cursorStore.cursor = page.nextCursor
        try await dbPool.writeWithoutTransaction { db in
            try db.inTransaction(.deferred) {
                let known = try String.fetchSet(db, sql: "SELECT id FROM message WHERE threadId IN (\(page.threadIDs.sqlList))")
                for message in page.messages where !known.contains(message.id) {
                    try message.insert(db)
                }
                return .commit
            }
        }
    }
}
