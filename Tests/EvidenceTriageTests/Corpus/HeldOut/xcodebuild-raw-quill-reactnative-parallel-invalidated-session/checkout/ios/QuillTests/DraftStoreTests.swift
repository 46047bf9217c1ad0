import XCTest
@testable import Quill

final class DraftStoreTests: XCTestCase {
    func testAutosaveKeepsLastRevision() throws {
        let store = try DraftStore(directory: FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString))
        store.autosave(noteID: "n-77", text: "first")
        store.autosave(noteID: "n-77", text: "second")
        store.flush()
        XCTAssertEqual(try store.load(noteID: "n-77"), "second")
    }
}
