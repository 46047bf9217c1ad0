import XCTest
@testable import Pinmark

final class BookmarkTitleFormatterTests: XCTestCase {
    func testShortTitleUnchanged() {
        XCTAssertEqual(BookmarkTitleFormatter.display("  Swift Forums "), "Swift Forums")
    }

    func testTruncatesLongTitleWithEllipsis() {
        let title = "Understanding the share sheet on iOS: activation rules explained"
        XCTAssertEqual(BookmarkTitleFormatter.display(title), "Understanding the share sheet on iOS: …")
    }
}
