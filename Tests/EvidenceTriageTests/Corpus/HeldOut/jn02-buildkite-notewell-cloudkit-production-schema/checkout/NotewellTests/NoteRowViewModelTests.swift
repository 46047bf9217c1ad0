import XCTest
@testable import Notewell

final class NoteRowViewModelTests: XCTestCase {
    private let now = ISO8601DateFormatter().date(from: "2026-11-24T09:00:00Z")!

    func testEditedTodayLabel() {
        var note = Note(title: "a", body: "")
        note.modifiedAt = now.addingTimeInterval(-3_600)
        XCTAssertEqual(NoteRowViewModel(note: note, now: { self.now }).editedLabel, "Today")
    }

    func testEditedYesterdayLabel() {
        var note = Note(title: "a", body: "")
        note.modifiedAt = now.addingTimeInterval(-26 * 3_600)
        XCTAssertEqual(NoteRowViewModel(note: note, now: { self.now }).editedLabel, "Yesterday")
    }
}
