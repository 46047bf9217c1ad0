import XCTest
import ActivityKit
@testable import Tempo

/// Uses real ActivityKit on the CI simulator (iOS 18.5).
final class OrderActivitySystemTests: XCTestCase {
    func testActivityEndsOnceStaleDatePasses() async throws {
        let client = LiveActivityClient()
        let id = try client.request(order: .fixture(id: "ord-9001"), staleAfter: 30)
        let ended = expectation(description: "activityState == .ended")
        let observer = client.observeState(id: id) { state in
            print("[LiveActivity] activityState=\(state.rawValue) id=\(id)")
            if state == .ended { ended.fulfill() }
        }
        defer { observer.cancel(); client.end(id: id) }
        await fulfillment(of: [ended], timeout: 90)
    }
}
