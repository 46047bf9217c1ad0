import XCTest
@testable import HomesteadKit

final class HistoryCompactionJobTests: XCTestCase {
    let now = ISO8601DateFormatter().date(from: "2026-12-07T08:00:00Z")!

    func testOldStatesRemoved() throws {
        let store = InMemoryHistoryStore(states: [
            .fixture("sensor.porch_motion", "off", daysAgo: 30, from: now),
            .fixture("sensor.porch_motion", "on", daysAgo: 1, from: now),
        ])
        try HistoryCompactionJob(store: store).compact(now: now)
        XCTAssertEqual(store.states.map(\.state), ["on"])
    }

    func testCompactionKeepsLatestStatePerEntity() throws {
        // The kitchen sensor has not changed for two weeks; its last state must survive.
        let store = InMemoryHistoryStore(states: [
            .fixture("sensor.kitchen_temperature", "21.5", daysAgo: 20, from: now),
            .fixture("sensor.kitchen_temperature", "21.0", daysAgo: 14, from: now),
        ])
        try HistoryCompactionJob(store: store).compact(now: now)
        XCTAssertEqual(store.latestStates.map(\.entityID), ["sensor.kitchen_temperature"])
    }
}
