import XCTest
@testable import Courtside

final class ScoreTitleFormatterTests: XCTestCase {
    func testShortTitleIsUnchanged() {
        XCTAssertEqual(ScoreTitleFormatter.compactTitle("BOS 101"), "BOS 101")
    }

    func testLongTitleGetsEllipsis() {
        XCTAssertEqual(ScoreTitleFormatter.compactTitle("Celtics lead by 12"), "Celtics lead…")
    }

    func testTruncatesAtComposedCharacterBoundary() {
        // Team chants from the fan feed often end in emoji.
        XCTAssertEqual(ScoreTitleFormatter.compactTitle("Warriors 🏀🏀🏀"), "Warriors 🏀…")
    }
}
