import XCTest
@testable import Quill

final class NoteExportTests: XCTestCase {
    func testMarkdownExportKeepsHeadings() {
        let md = MarkdownExporter().export(Fixtures.meetingNote)
        XCTAssertTrue(md.hasPrefix("# Standup 17 Nov"))
    }

    func testMarkdownExportKeepsChecklistState() {
        let md = MarkdownExporter().export(Fixtures.groceryList)
        XCTAssertEqual(md, "# Groceries\n\n- [x] oat milk\n- [ ] rye bread\n")
    }
}
