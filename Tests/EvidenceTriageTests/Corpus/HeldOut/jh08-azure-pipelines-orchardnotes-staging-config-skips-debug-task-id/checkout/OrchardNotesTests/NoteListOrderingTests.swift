import XCTest
@testable import OrchardNotes

final class NoteListOrderingTests: XCTestCase {
  func testPinnedNotesFirst() {
    let t = Date(timeIntervalSince1970: 1_796_000_000)
    let notes = [
      Note(id: "a", body: "", modifiedAt: t.addingTimeInterval(30)),
      Note(id: "p", body: "", modifiedAt: t, isPinned: true),
      Note(id: "b", body: "", modifiedAt: t.addingTimeInterval(10)),
    ]
    XCTAssertEqual(NoteListOrdering.sorted(notes).map(\.id), ["p", "a", "b"])
  }
}
