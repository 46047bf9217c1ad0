import XCTest
import WatchConnectivity
@testable import Runner

/// Runs against the real WCSession on the iPhone simulator paired with "Apple Watch Series 11 (46mm)"
/// (codemagic.yaml pairs the simulators and installs the companion before this step).
final class WatchSessionTests: XCTestCase {
    var bridge: WatchBridge!

    override func setUp() {
        bridge = WatchBridge(session: .default)
        bridge.activate()
    }

    func testWatchBecomesReachableWithinTenSeconds() {
        let reachable = expectation(for: NSPredicate(format: "isReachable == YES"), evaluatedWith: WCSession.default)
        wait(for: [reachable], timeout: 10)
    }

    func testWorkoutSummaryDeliveredToWatch() async throws {
        let error = await bridge.send(summary: .fixture5k)
        XCTAssertNil(error)
    }

    func testApplicationContextCarriesLatestWorkout() throws {
        let fake = FakeSession()
        let b = WatchBridge(session: fake)
        try b.updateContext(latest: .fixture5k)
        XCTAssertEqual(fake.lastContext?["workoutId"] as? String, "w-5k-0001")
    }
}
