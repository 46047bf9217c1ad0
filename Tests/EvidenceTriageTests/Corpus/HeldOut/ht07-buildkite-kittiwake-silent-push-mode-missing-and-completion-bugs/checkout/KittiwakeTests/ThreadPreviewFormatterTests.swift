import XCTest
@testable import Kittiwake

final class ThreadPreviewFormatterTests: XCTestCase {
    func testShortTextUnchanged() {
        XCTAssertEqual(ThreadPreviewFormatter.preview("See you at 6"), "See you at 6")
    }

    func testTruncatesAtWordBoundary() {
        let text = "Are we still on for the harbour walk tomorrow morning?"
        XCTAssertEqual(ThreadPreviewFormatter.preview(text), "Are we still on for the harbour walk…")
    }
}
