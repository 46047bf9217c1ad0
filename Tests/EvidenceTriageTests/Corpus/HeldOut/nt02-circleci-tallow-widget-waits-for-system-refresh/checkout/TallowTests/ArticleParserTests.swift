import XCTest
@testable import Tallow

final class ArticleParserTests: XCTestCase {
    func testAtomTitleParsed() throws {
        let article = try AtomParser.parse(fixture: "daring.atom").first
        XCTAssertEqual(article?.title, "The Talk Show")
    }

    func testAtomUpdatedDateParsed() throws {
        let article = try AtomParser.parse(fixture: "daring.atom").first
        XCTAssertEqual(article?.dateModified, ISO8601DateFormatter().date(from: "2026-09-12T18:04:00Z"))
    }
}
