import XCTest
@testable import PillowtopKit

final class SyncCursorTests: XCTestCase {
    func testCursorAdvancesAfterPageCommit() throws {
        let store = SyncCursorStore(defaults: .ephemeral())
        let page = Page(items: Fixtures.orders(count: 20), nextCursor: "c-0041")
        try store.commit(page: page)
        XCTAssertEqual(store.cursor, "c-0041")
    }

    func testFreshStoreHasNoCursor() {
        let store = SyncCursorStore(defaults: .ephemeral())
        XCTAssertNil(store.cursor)
    }
}
