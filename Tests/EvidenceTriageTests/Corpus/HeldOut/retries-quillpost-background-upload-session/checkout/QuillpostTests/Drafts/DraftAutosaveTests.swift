import XCTest
@testable import Quillpost

final class DraftAutosaveTests: XCTestCase {
    func testAutosaveDebounces() {
        let store = InMemoryDraftStore()
        let autosave = DraftAutosave(store: store, debounce: .milliseconds(300))
        let saved = expectation(description: "single save after typing stops")

        store.onSave = { _ in saved.fulfill() }
        for text in ["H", "He", "Hel", "Hell", "Hello"] { autosave.textDidChange(text) }

        wait(for: [saved], timeout: 1)
        XCTAssertEqual(store.saveCount, 1)
    }
}
