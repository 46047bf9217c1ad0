import XCTest
@testable import LarchmontKit

final class ArticleCardLayoutTests: XCTestCase {
    func testShortHeadlineIsOneLine() {
        let height = ArticleCardLayout.headlineHeight(for: "Council approves budget", width: 320)
        XCTAssertEqual(height, ceil(ArticleCardLayout.headlineFont.lineHeight), accuracy: 1)
    }

    func testHeadlineClampsToThreeLines() {
        let long = String(repeating: "Harbour authority extends night ferry trial after record summer ", count: 4)
        let height = ArticleCardLayout.headlineHeight(for: long, width: 320)
        XCTAssertLessThanOrEqual(height, ceil(ArticleCardLayout.headlineFont.lineHeight * 3))
    }
}
