import XCTest
@testable import FerryMate

final class MentionHighlighterTests: XCTestCase {
    func testHighlightRangeForPlainText() {
        XCTAssertEqual(MentionHighlighter.mentionRanges(in: "Pier 4 closed, ask @Ana"), [NSRange(location: 19, length: 4)])
    }

    func testHighlightRangeAfterEmoji() {
        // NSAttributedString ranges are UTF-16; the ship emoji is two code units.
        XCTAssertEqual(MentionHighlighter.mentionRanges(in: "🚢 Boarding now @Ana"), [NSRange(location: 16, length: 4)])
    }
}
