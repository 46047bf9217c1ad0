import Foundation

protocol PollStateStore: AnyObject {
    var lastPollDate: Date? { get set }
}

protocol DepartureBoardAPI {
    /// Returns departures changed within `window` seconds before now.
    func changedDepartures(window: TimeInterval) async throws -> [Departure]
}

struct Departure: Equatable, Sendable {
    let id: String
    let status: String
}

protocol Clock: Sendable {
    var now: Date { get }
}

/// The work behind the `harbour-refresh` background task: fetch the departures
/// that changed since the last poll and cache them for the widget.
final class HarbourPoller {
    private let api: DepartureBoardAPI
    private let state: PollStateStore
    private let clock: Clock
    private(set) var cached: [Departure] = []

    static let maximumWindow: TimeInterval = 6 * 60 * 60

    init(api: DepartureBoardAPI, state: PollStateStore, clock: Clock) {
        self.api = api
        self.state = state
        self.clock = clock
    }

    func poll() async throws {
        let window: TimeInterval
        if let last = state.lastPollDate {
            window = min(last.timeIntervalSince1970, Self.maximumWindow)
        } else {
            window = Self.maximumWindow
        }
        let changed = try await api.changedDepartures(window: window)
        try Task.checkCancellation()
        cached = changed
    }
}
