import Foundation

protocol TimetableFetching: Sendable {
    func fetchTimetables() async throws -> [Timetable]
}

struct Timetable: Equatable, Sendable {
    let routeCode: String
    let departures: [Date]
}

/// Refreshes the cached timetables. Called from the BGAppRefreshTask handler
/// and from pull-to-refresh; concurrent triggers share one fetch.
actor TimetableRefreshJob {
    private let fetcher: TimetableFetching
    private var inFlight: Task<[Timetable], Error>?
    private(set) var fetchCount = 0

    init(fetcher: TimetableFetching) {
        self.fetcher = fetcher
    }

    func run() async throws -> [Timetable] {
        if let inFlight { return try await inFlight.value }
        let task = Task { try await fetcher.fetchTimetables() }
        inFlight = task
        fetchCount += 1
        defer { inFlight = nil }
        return try await task.value
    }
}
