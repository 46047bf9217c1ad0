import XCTest
@testable import Shelfwise

final class ArticleCardViewModelTests: XCTestCase {
    func testShortArticleShowsOneMinute() {
        XCTAssertEqual(ArticleCardViewModel(wordCount: 90).readingTime, "1 min read")
    }

    func testReadingTimeRoundsUp() {
        XCTAssertEqual(ArticleCardViewModel(wordCount: 1_150).readingTime, "6 min read")
    }
}
