import XCTest
@testable import Sable

final class ArticleExcerptTests: XCTestCase {
    func testExcerptStripsInlineStyles() {
        let html = "<p style=\"color:red\">Tide tables</p>"
        XCTAssertEqual(ArticleExcerpt.make(fromHTML: html), "Tide tables")
    }
}
