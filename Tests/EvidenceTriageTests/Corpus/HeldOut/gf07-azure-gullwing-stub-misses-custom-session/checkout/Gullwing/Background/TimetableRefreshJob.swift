import Foundation

/// Runs in the app.gullwing.ios.timetable-refresh BGAppRefreshTask: refreshes today's departures
/// for the user's saved routes so the timetable opens instantly and works offline.
final class TimetableRefreshJob: BackgroundJob {
    private let client: TimetableClient
    private let cache: DepartureCache
    private let routes: () -> [String]
    private let today: () -> String

    init(client: TimetableClient, cache: DepartureCache,
         routes: @escaping () -> [String] = { SavedRoutes.shared.ids },
         today: @escaping () -> String = { DayFormatter.iso.string(from: .now) }) {
        self.client = client
        self.cache = cache
        self.routes = routes
        self.today = today
    }

    func run() async throws {
        for route in routes() {
            try Task.checkCancellation()
            let departures = try await client.departures(route: route, on: today())
            try cache.replace(departures, for: route, day: today())
        }
    }

    func cancel() {}
}
