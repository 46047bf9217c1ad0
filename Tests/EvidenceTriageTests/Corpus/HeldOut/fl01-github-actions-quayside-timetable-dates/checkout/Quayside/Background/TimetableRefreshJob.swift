import Foundation
import os

protocol TimetableFeed {
    func fetchTimetable(route: String) async throws -> Data
}

protocol DepartureStore: AnyObject {
    func replaceUpcoming(_ departures: [Departure], route: String) throws
    func upcoming(route: String) -> [Departure]
}

/// The work behind the `com.quayside.app.timetable-refresh` app-refresh task:
/// fetch each favourite route's timetable and keep the departures that have
/// not left yet.
final class TimetableRefreshJob {
    private let feed: TimetableFeed
    private let store: DepartureStore
    private let routes: () -> [String]
    private let now: () -> Date
    private let log = Logger(subsystem: "com.quayside.app", category: "TimetableRefreshJob")
    private var cancelled = false

    init(feed: TimetableFeed, store: DepartureStore, routes: @escaping () -> [String], now: @escaping () -> Date = Date.init) {
        self.feed = feed
        self.store = store
        self.routes = routes
        self.now = now
    }

    func cancel() { cancelled = true }

    func run() async throws {
        for route in routes() {
            try Task.checkCancellation()
            if cancelled { throw CancellationError() }
            let data = try await feed.fetchTimetable(route: route)
            let timetable = try TimetableDecoder().decode(data)
            let upcoming = timetable.departures.filter { $0.scheduledAt > now() }
            log.info("route \(route, privacy: .public): kept \(upcoming.count) of \(timetable.departures.count) departures")
            print("[TimetableRefreshJob] route \(route): kept \(upcoming.count) of \(timetable.departures.count) departures (\(timetable.departures.count - upcoming.count) already departed)")
            try store.replaceUpcoming(upcoming, route: route)
        }
    }
}
