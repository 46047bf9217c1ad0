import XCTest
@testable import Ringline

final class CallHistoryStoreTests: XCTestCase {
    func testMarksMissedCalls() {
        let store = CallHistoryStore(inMemory: true)
        store.record(.fixture(name: "Ana", answered: false))
        XCTAssertEqual(store.missed.count, 1)
    }

    /// A VoIP relaunch can report the same CXCall UUID again; the store merges it.
    /// Persistence happens on a background context, so the count is read after a save.
    func testMergesDuplicateCalls() {
        let store = CallHistoryStore(inMemory: true)
        let uuid = UUID()
        store.record(.fixture(uuid: uuid, name: "Ben"))
        store.record(.fixture(name: "Chi"))
        store.record(.fixture(uuid: uuid, name: "Ben"))
        let saved = expectation(description: "saved")
        store.saveInBackground { saved.fulfill() }
        wait(for: [saved], timeout: 1)
        XCTAssertEqual(store.allCalls().count, 2, "duplicate CXCall UUID from the relaunch was not merged")
    }

    func testPersistsAcrossRelaunch() {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        CallHistoryStore(url: url).record(.fixture(name: "Dov"))
        XCTAssertEqual(CallHistoryStore(url: url).allCalls().count, 1)
    }
}
