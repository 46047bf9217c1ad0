import XCTest
@testable import Courier

/// PendingPushStore holds pushes that arrive while the app is inactive until the
/// UI is ready. Pure unit test: payloads are handed in directly.
final class PendingPushStoreTests: XCTestCase {

    func testSinglePushIsDeliveredOnActivate() {
        let store = PendingPushStore()
        store.receive(["route": "R-1"], state: .inactive)
        XCTAssertEqual(store.drainOnActivate().map { $0["route"] as? String }, ["R-1"])
    }

    func testTwoPushesWhileInactiveAreBothKept() {
        let store = PendingPushStore()
        store.receive(["route": "R-1"], state: .inactive)
        store.receive(["route": "R-2"], state: .inactive)
        let drained = store.drainOnActivate().compactMap { $0["route"] as? String }
        XCTAssertEqual(drained, ["R-1", "R-2"])
    }
}
