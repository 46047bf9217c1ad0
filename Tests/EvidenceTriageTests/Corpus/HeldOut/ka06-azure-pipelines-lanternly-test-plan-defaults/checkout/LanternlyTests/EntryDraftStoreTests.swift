import XCTest
@testable import Lanternly

final class EntryDraftStoreTests: XCTestCase {
    private let store = EntryDraftStore(defaults: .standard)

    func testDraftIsSaved() {
        store.save(body: "Walked to the lighthouse at dawn")
        XCTAssertNotNil(UserDefaults.standard.string(forKey: "draft.body"))
    }

    func testSavedDraftIsRestored() {
        XCTAssertEqual(store.restore(), "Walked to the lighthouse at dawn")
    }

    func testDiscardClearsDraft() {
        store.save(body: "x")
        store.discard()
        XCTAssertNil(store.restore())
    }
}
