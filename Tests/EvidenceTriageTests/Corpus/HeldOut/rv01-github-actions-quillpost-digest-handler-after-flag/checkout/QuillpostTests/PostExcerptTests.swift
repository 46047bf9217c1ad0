import XCTest
@testable import Quillpost

final class PostExcerptTests: XCTestCase {
    func testShortTextUnchanged() {
        XCTAssertEqual(PostExcerpt.make(from: "Hello there", limit: 40), "Hello there")
    }

    func testExcerptTruncatesAtWordBoundary() {
        let text = "The quick brown fox jumps over the lazy dog"
        XCTAssertEqual(PostExcerpt.make(from: text, limit: 18), "The quick brown\u{2026}")
    }
}
