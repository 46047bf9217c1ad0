import BackgroundTasks
import Foundation

struct BackgroundSync {
    static let identifier = "chat.harrow.app.sync"
    let store: ChatStore

    static func schedule() throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        try BGTaskScheduler.shared.submit(request)
    }

    func performSync() async throws {
        let changes = try await ChatAPI.shared.changes(since: store.syncCursor())
        try store.write { db in
            for channel in changes.channels {
                try db.execute("UPDATE channels SET unread_mentions = ? WHERE id = ?", channel.mentions, channel.id)
            }
            try db.setSyncCursor(changes.cursor)
        }
    }
}
