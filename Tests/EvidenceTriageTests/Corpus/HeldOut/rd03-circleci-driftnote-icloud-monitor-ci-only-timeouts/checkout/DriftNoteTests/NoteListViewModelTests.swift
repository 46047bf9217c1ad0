import XCTest
@testable import DriftNote

final class NoteListViewModelTests: XCTestCase {
    func testPinnedNotesSortFirst() {
        let a = Note(id: UUID(), title: "Reading log", body: "", isPinned: false, serverRevision: 1, rawModificationDate: "2026-09-04T10:00:00.000Z", modificationDate: "2026-09-04T10:00:00Z")
        let b = Note(id: UUID(), title: "Exam dates", body: "", isPinned: true, serverRevision: 1, rawModificationDate: "2026-09-01T10:00:00.000Z", modificationDate: "2026-09-01T10:00:00Z")
        let vm = NoteListViewModel(notes: [a, b])
        XCTAssertEqual(vm.rows.map(\.title), ["Exam dates", "Reading log"])
    }
}
