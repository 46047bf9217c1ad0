import Foundation

/// Refreshes the cached departure board for favourite stops.
/// The cache and its "last updated" stamp are shown together, so they must change together.
final class DepartureBoardSync {
    private let fetch: (String) async throws -> [Departure]
    private let cache: DepartureCache

    init(fetch: @escaping (String) async throws -> [Departure], cache: DepartureCache) {
        self.fetch = fetch
        self.cache = cache
    }

    func refresh(stops: [String], now: Date) async throws {
        cache.lastUpdated = now
        for stop in stops {
            let departures = try await fetch(stop)
            cache.boards[stop] = departures
        }
    }
}

final class DepartureCache {
    var boards: [String: [Departure]] = [:]
    var lastUpdated: Date?
}

struct Departure: Equatable {
    var route: String
    var minutes: Int
}
