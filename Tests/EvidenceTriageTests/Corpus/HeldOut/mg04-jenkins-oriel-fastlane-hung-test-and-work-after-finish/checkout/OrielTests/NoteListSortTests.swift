import XCTest
@testable import Oriel

final class NoteListSortTests: XCTestCase {
    func testSortsByModifiedDate() async throws {
        let model = NoteListModel(store: .preview)
        model.touch(noteID: "n-7")
        try await Task.sleep(nanoseconds: 50_000_000)   // let the store publish
        XCTAssertEqual(model.visibleNotes.first?.id, "n-7")
    }
}
