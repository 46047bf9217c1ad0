import XCTest
@testable import FerryPass

private final class InMemoryPollState: PollStateStore {
    var lastPollDate: Date?
}

private struct FixedClock: Clock {
    let now: Date
}

private final class StubDepartureBoard: DepartureBoardAPI, @unchecked Sendable {
    var departures: [Departure] = []
    private(set) var requestedWindows: [TimeInterval] = []
    func changedDepartures(window: TimeInterval) async throws -> [Departure] {
        requestedWindows.append(window)
        return departures
    }
}

final class HarbourPollerTests: XCTestCase {

    private let now = Date(timeIntervalSince1970: 1_796_047_200) // 2026-11-30 14:00:00 +0000

    func testFirstPollAsksForMaximumWindow() async throws {
        let api = StubDepartureBoard()
        let poller = HarbourPoller(api: api, state: InMemoryPollState(), clock: FixedClock(now: now))

        try await poller.poll()

        XCTAssertEqual(api.requestedWindows, [HarbourPoller.maximumWindow])
    }

    func testPollCachesChangedDepartures() async throws {
        let api = StubDepartureBoard()
        api.departures = [Departure(id: "MS-Kvitsøy-1405", status: "delayed")]
        let poller = HarbourPoller(api: api, state: InMemoryPollState(), clock: FixedClock(now: now))

        try await poller.poll()

        XCTAssertEqual(poller.cached, api.departures)
    }

    func testPollUpdatesLastPollTimestamp() async throws {
        let api = StubDepartureBoard()
        let state = InMemoryPollState()
        state.lastPollDate = now.addingTimeInterval(-15 * 60)
        let poller = HarbourPoller(api: api, state: state, clock: FixedClock(now: now))

        try await poller.poll()

        XCTAssertEqual(api.requestedWindows, [15 * 60], "window should be the time since the last poll")
        XCTAssertEqual(state.lastPollDate, now)
    }
}
