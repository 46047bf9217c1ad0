import XCTest
import Shared

final class CaptionFormatterTests: XCTestCase {
    func testShortCaptionUnchanged() {
        XCTAssertEqual(CaptionFormatter.shared.preview(caption: "Lake day", maxChars: 20), "Lake day")
    }

    func testTruncatesWithEllipsis() {
        let text = "Sunrise over the harbour with the whole crew"
        XCTAssertEqual(CaptionFormatter.shared.preview(caption: text, maxChars: 16), "Sunrise over th…")
    }
}
