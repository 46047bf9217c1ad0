import XCTest
@testable import Sayso

final class BookmarkTests: XCTestCase {
    func testBookmarkSnapsToSentenceStart() {
        let b = Bookmark.snapped(chapter: 3, position: 47.2, sentenceStarts: [0, 12.5, 40.1, 52.8])
        XCTAssertEqual(b.offset, 40.1)
    }
}
