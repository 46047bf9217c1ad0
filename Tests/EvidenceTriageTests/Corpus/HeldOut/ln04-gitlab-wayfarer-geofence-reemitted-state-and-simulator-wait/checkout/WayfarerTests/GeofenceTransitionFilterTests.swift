import XCTest
@testable import Wayfarer

final class GeofenceTransitionFilterTests: XCTestCase {
    func testStateChangeIsDelivered() {
        let filter = GeofenceTransitionFilter()
        let t = Date(timeIntervalSince1970: 1_790_000_000)
        _ = filter.accept(FenceEvent(identifier: "home", state: .outside, date: t))
        XCTAssertTrue(filter.accept(FenceEvent(identifier: "home", state: .inside, date: t + 60)))
    }

    /// CLMonitor hands back the unchanged current state after a relaunch; it is not a crossing.
    func testReemittedCurrentStateIsNotDeliveredAsCrossing() {
        let filter = GeofenceTransitionFilter()
        let t = Date(timeIntervalSince1970: 1_790_000_000)
        _ = filter.accept(FenceEvent(identifier: "office", state: .inside, date: t))
        let replay = FenceEvent(identifier: "office", state: .inside, date: t + 5)
        XCTAssertFalse(filter.accept(replay), "re-emitted .inside delivered as a new enter")
    }
}
