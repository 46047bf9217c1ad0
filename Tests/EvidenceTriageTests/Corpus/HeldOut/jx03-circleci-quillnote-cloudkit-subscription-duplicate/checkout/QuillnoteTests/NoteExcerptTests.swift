import XCTest
@testable import Quillnote

final class NoteExcerptTests: XCTestCase {
    func testExcerptTruncatesAt120Characters() {
        let body = String(repeating: "a", count: 300)
        XCTAssertEqual(NoteExcerpt.make(from: body).count, 121) // 120 + ellipsis
    }

    func testExcerptStripsMarkdownHeadings() {
        XCTAssertEqual(NoteExcerpt.make(from: "## Groceries\n- oat milk"), "Groceries oat milk")
    }
}
