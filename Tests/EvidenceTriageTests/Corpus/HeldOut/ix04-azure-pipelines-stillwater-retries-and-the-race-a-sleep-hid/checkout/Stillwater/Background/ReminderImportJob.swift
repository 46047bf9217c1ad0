import Foundation

/// Runs from the `com.stillwater.music.reminders-refresh` BGAppRefreshTask.
struct ReminderImportJob {
    let feed: ReminderFeed
    let database: ReminderDatabase

    func run() async throws {
        let items = try await feed.fetch(since: database.lastImportedAt)
        for item in items {
            // insert, not upsert: the feed's `since` is inclusive, so a rerun re-delivers them
            try database.insert(item)
        }
        try database.setLastImportedAt(items.map(\.updatedAt).max() ?? database.lastImportedAt)
    }
}
