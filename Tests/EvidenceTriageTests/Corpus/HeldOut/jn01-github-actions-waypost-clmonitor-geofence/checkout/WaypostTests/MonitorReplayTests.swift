import XCTest
@testable import Waypost

/// CLMonitor keeps a per-identifier belief that survives uninstalls and replays it
/// on every add against the staged `assuming:` value, a few seconds before its own
/// evaluation. A replay a fresh fix contradicts must not become a transition.
@MainActor
final class MonitorReplayTests: XCTestCase {
    func testReAddReplayOfStaleBeliefIsNotDelivered() async {
        let conditions = FakeConditionMonitor()
        let fixes = FakeFixProvider(fix: .init(latitude: 37.3349, longitude: -122.0090, horizontalAccuracy: 12, age: 2))
        let sut = CLMonitorGeofenceMonitor(monitor: conditions, storage: GeofenceStorage(), fixes: fixes)
        var delivered: [String] = []
        sut.onTransition = { transition, id in delivered.append("\(transition.rawValue)(\(id))") }

        let farDepot = DepotFence(identifier: "depot-09", latitude: 37.4030, longitude: -122.0250, radius: 150)
        await sut.add(farDepot)
        // Daemon replays a stale "satisfied" belief for a fence 7.8 km from the fresh fix.
        await sut.handle(conditions.replayBelief(for: "depot-09", state: .satisfied))

        XCTAssertEqual(delivered, [], "replayed belief for a fence 7.8 km away was delivered as a real ENTER")
    }

    func testRealCrossingAfterReplayWindowIsDelivered() async {
        let conditions = FakeConditionMonitor()
        let fixes = FakeFixProvider(fix: .init(latitude: 37.4031, longitude: -122.0251, horizontalAccuracy: 8, age: 1))
        let sut = CLMonitorGeofenceMonitor(monitor: conditions, storage: GeofenceStorage(), fixes: fixes)
        var delivered: [String] = []
        sut.onTransition = { transition, id in delivered.append("\(transition.rawValue)(\(id))") }
        await sut.handle(ConditionEvent(identifier: "depot-09", state: .satisfied, date: Date()))
        XCTAssertEqual(delivered, ["enter(depot-09)"])
    }
}
