import XCTest
@testable import Marginalia

final class ArticleLayoutTests: XCTestCase {
    func testTitleClampsToThreeLines() {
        let layout = ArticleHeaderLayout(width: 390, contentSizeCategory: .large)
        XCTAssertEqual(layout.titleNumberOfLines, 3)
    }

    func testBylineWrapsToTwoLines() {
        let layout = ArticleHeaderLayout(width: 390, contentSizeCategory: .large)
        XCTAssertEqual(layout.bylineNumberOfLines, 2, "long bylines (author + source) must wrap, not truncate")
    }

    func testAccessibilitySizesAreUnbounded() {
        let layout = ArticleHeaderLayout(width: 390, contentSizeCategory: .accessibilityExtraLarge)
        XCTAssertEqual(layout.bylineNumberOfLines, 0)
        XCTAssertEqual(layout.titleNumberOfLines, 0)
    }
}
