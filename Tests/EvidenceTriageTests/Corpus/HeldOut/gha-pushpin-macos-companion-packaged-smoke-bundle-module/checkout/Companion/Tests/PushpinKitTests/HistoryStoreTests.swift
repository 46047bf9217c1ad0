import XCTest
@testable import PushpinKit

final class HistoryStoreTests: XCTestCase {
    func testKeepsNewestFirst() {
        var store = HistoryStore(limit: 50)
        store.append(.fixture(id: 1)); store.append(.fixture(id: 2))
        XCTAssertEqual(store.items.map(\.id), [2, 1])
    }

    func testTrimsToLimit() {
        var store = HistoryStore(limit: 50)
        (1...60).forEach { store.append(.fixture(id: $0)) }
        XCTAssertEqual(store.items.count, 50)
    }
}
