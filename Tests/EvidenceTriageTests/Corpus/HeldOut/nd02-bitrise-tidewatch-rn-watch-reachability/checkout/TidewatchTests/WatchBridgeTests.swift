import XCTest
import WatchConnectivity
@testable import Tidewatch

final class WatchBridgeTests: XCTestCase {
    func testSessionReachableAfterActivation() {
        let bridge = WatchBridge(session: WCSession.default)
        let reachable = expectation(description: "watch counterpart reachable")
        bridge.onReachabilityChange = { isReachable in
            if isReachable { reachable.fulfill() }
        }
        bridge.activate()
        wait(for: [reachable], timeout: 30)
        XCTAssertTrue(bridge.canSendImmediately)
    }

    func testTideUpdateQueuedWhenWatchNotReachable() {
        let fake = FakeWatchSession(isPaired: true, isWatchAppInstalled: true, isReachable: false)
        let bridge = WatchBridge(session: fake)
        bridge.activate()
        bridge.push(TideSnapshot.fixture(station: "Porthcawl", nextHigh: "14:52"))
        XCTAssertEqual(fake.transferredUserInfo.count, 1)
        XCTAssertEqual(fake.sentMessages.count, 0)
    }
}
