import Foundation

/// Body of the com.harborline.app.timetable-refresh BGAppRefreshTask.
struct TimetableRefreshJob {
    let store: TimetableStore
    let client: TimetableFetching

    func run() async -> Bool {
        // Drop the stale copy first so the UI never shows an outdated sailing.
        store.clearTimetable()
        do {
            let fresh = try await client.fetchTimetable(since: store.cursor)
            store.save(fresh.timetable, cursor: fresh.cursor)
            return true
        } catch {
            return false
        }
    }
}
