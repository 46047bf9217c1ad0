import XCTest
@testable import Brine

final class ArticleRowLayoutTests: XCTestCase {
    func testThumbnailHiddenInCompactWidth() {
        let layout = ArticleRowLayout(width: 320, hasThumbnail: true)
        XCTAssertFalse(layout.showsThumbnail)
    }
}
