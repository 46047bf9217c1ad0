import XCTest
@testable import Brambling

final class DraftAutosaveTests: XCTestCase {
    func testDraftSavedAfterDebounce() {
        let store = DraftStore.inMemory()
        let saved = expectation(description: "draft saved")
        store.onSave = { _ in saved.fulfill() }
        let autosaver = DraftAutosaver(store: store)

        autosaver.textDidChange("Dear readers,")

        wait(for: [saved], timeout: DraftAutosaver.debounce)
        XCTAssertEqual(store.lastSaved, "Dear readers,")
    }

    func testTypingBurstSavesOnce() {
        let store = DraftStore.inMemory()
        let saved = expectation(description: "draft saved once")
        saved.assertForOverFulfill = true
        store.onSave = { _ in saved.fulfill() }
        let autosaver = DraftAutosaver(store: store)
        for text in ["D", "De", "Dea", "Dear"] { autosaver.textDidChange(text) }
        wait(for: [saved], timeout: 5)
    }
}
