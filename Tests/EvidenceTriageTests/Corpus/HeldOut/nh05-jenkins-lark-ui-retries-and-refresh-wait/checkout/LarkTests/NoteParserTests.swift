import XCTest
@testable import Lark

final class NoteParserTests: XCTestCase {
    func testChecklistItemsParsed() throws {
        let note = try NoteParser().parse("- [ ] milk\n- [x] eggs\n")
        XCTAssertEqual(note.checklist.map(\.done), [false, true])
    }
}
