import XCTest
@testable import Pippin

final class ComicTitleFormatterTests: XCTestCase {
    func testSafeTitleDecodesAmpersand() {
        XCTAssertEqual(ComicTitleFormatter.safeTitle("Tabs &amp; Spaces"), "Tabs & Spaces")
    }

    func testNumberPrefix() {
        XCTAssertEqual(ComicTitleFormatter.numbered(3120, "Ducks"), "#3120 Ducks")
    }
}
