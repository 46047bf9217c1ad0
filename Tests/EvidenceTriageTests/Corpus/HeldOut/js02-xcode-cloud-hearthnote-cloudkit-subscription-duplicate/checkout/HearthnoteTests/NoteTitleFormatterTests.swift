import XCTest
@testable import Hearthnote

final class NoteTitleFormatterTests: XCTestCase {
    func testLongFirstLineIsTruncatedWithEllipsis() {
        let title = NoteTitleFormatter.title(for: String(repeating: "a", count: 80))
        XCTAssertEqual(title.count, 60)
    }

    func testUntitledNoteUsesFirstLine() {
        // Notes pasted from Mail start with blank lines; the title is the first line with text.
        XCTAssertEqual(NoteTitleFormatter.title(for: "\n\n  Groceries for Sunday\n- eggs"), "Groceries for Sunday")
    }

    func testWhitespaceOnlyNoteIsUntitled() {
        XCTAssertEqual(NoteTitleFormatter.title(for: "  \n \n"), "Untitled")
    }
}
