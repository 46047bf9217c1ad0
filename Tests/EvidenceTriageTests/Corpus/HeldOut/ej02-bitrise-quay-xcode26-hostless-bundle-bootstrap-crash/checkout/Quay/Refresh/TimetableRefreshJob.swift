import Foundation

/// Runs from the com.quayferries.app.timetable-refresh BGAppRefreshTask and from pull-to-refresh.
struct TimetableRefreshJob {
    let client: TimetableClient
    let store: TimetableStore

    func run() async throws {
        for route in try await store.routes() {
            // Clear first so a partially applied timetable is never shown.
            try await store.delete(route: route)
            let fresh = try await client.timetable(route: route)
            try await store.save(fresh)
        }
    }
}
