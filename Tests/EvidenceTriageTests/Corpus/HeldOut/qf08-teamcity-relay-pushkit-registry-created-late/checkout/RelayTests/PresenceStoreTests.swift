import XCTest
@testable import Relay

final class PresenceStoreTests: XCTestCase {
    func testPresenceUpdatesDebounced() {
        let store = PresenceStore(debounce: 0.2)
        let exp = expectation(description: "single update")
        exp.assertForOverFulfill = true
        store.onChange = { _ in exp.fulfill() }
        store.set(.away); store.set(.busy); store.set(.available)
        wait(for: [exp], timeout: 1)
    }
}
