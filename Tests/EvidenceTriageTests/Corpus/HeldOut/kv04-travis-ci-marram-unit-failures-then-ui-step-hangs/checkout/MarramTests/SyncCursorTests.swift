import XCTest
@testable import Marram

final class SyncCursorTests: XCTestCase {
    func testCursorAdvancesOnlyAfterCommit() throws {
        let store = try RouteStore.inMemory()
        let sync = TrailSync(store: store, api: FailingAfterPageAPI(pages: 3, failOn: 2))
        XCTAssertThrowsError(try sync.run())
        XCTAssertEqual(store.cursor, "page-1", "cursor moved past a page whose rows were rolled back")
    }
}
