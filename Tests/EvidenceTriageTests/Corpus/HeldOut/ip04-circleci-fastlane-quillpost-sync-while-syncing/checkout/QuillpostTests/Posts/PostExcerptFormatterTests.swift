import XCTest
@testable import Quillpost

final class PostExcerptFormatterTests: XCTestCase {
    let subject = PostExcerptFormatter()

    func testStripsTags() {
        XCTAssertEqual(subject.excerpt(fromHTML: "<p>Hello <em>world</em></p>"), "Hello world")
    }

    func testDecodesHTMLEntities() {
        XCTAssertEqual(subject.excerpt(fromHTML: "<p>Fish &amp; Chips &#8211; a review</p>"), "Fish & Chips – a review")
    }

    func testTruncatesWithEllipsis() {
        let long = String(repeating: "a", count: 200)
        XCTAssertEqual(subject.excerpt(fromHTML: long).count, 140)
    }
}
