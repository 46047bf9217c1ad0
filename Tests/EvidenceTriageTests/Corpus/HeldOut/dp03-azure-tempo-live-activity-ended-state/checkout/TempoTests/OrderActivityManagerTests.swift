import XCTest
@testable import Tempo

final class OrderActivityManagerTests: XCTestCase {
    func testEnsureAliveRecreatesEndedActivity() throws {
        let client = FakeActivityClient()
        let manager = OrderActivityManager(client: client)
        try manager.start(order: .fixture(id: "ord-5521"))
        XCTAssertEqual(client.requestCount, 1)

        // ActivityKit ended it (8 h limit or the user swiped it away); it is still listed.
        client.setState(.ended, for: manager.currentActivityID!)
        try manager.ensureAlive(order: .fixture(id: "ord-5521"))

        XCTAssertEqual(client.requestCount, 2, "an ended activity must be replaced, not adopted")
    }

    func testEndRemovesCurrentActivity() throws {
        let client = FakeActivityClient()
        let manager = OrderActivityManager(client: client)
        try manager.start(order: .fixture(id: "ord-1"))
        manager.end()
        XCTAssertNil(manager.currentActivityID)
    }
}
