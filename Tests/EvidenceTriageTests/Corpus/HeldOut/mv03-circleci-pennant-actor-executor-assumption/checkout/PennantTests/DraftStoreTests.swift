import XCTest
@testable import Pennant

final class DraftStoreTests: XCTestCase {
    func testSyncSaveStoresDraft() async {
        let store = DraftStore()
        store.syncSave("hello", id: "d1")
        let text = await store.draft(id: "d1")
        XCTAssertEqual(text, "hello")
    }
}
