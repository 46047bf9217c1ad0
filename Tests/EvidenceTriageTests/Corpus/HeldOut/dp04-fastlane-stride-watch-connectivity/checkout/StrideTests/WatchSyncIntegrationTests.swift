import XCTest
import WatchConnectivity
@testable import Stride

/// Runs on the iPhone simulator paired with the CI watch simulator.
/// The lane launches the watch app before the test bundle starts.
final class WatchSyncIntegrationTests: XCTestCase {
    private var sync: WatchSync!

    override func setUp() async throws {
        sync = WatchSync(session: .default)
        try await sync.activate()
    }

    func testPhoneSeesWatchReachableWithinFiveSeconds() async throws {
        let reachable = expectation(description: "isReachable == true")
        let token = sync.onReachabilityChange { if $0 { reachable.fulfill() } }
        defer { token.cancel() }
        if sync.isReachable { reachable.fulfill() }
        await fulfillment(of: [reachable], timeout: 5)
    }

    func testWorkoutCommandIsAcknowledged() async throws {
        let reply = try await sync.send(.startWorkout(kind: .outdoorRun), timeout: 10)
        XCTAssertEqual(reply, .ack, "watch must acknowledge startWorkout")
    }
}
