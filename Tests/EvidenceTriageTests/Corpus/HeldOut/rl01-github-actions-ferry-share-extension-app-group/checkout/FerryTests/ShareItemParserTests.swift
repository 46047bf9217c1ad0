import XCTest
@testable import Ferry

final class ShareItemParserTests: XCTestCase {
    func testWebURLTitleFallsBackToHost() {
        let item = ShareItemParser.parse(url: URL(string: "https://news.example.org/a/123")!, title: "  ")
        XCTAssertEqual(item.displayTitle, "news.example.org")
    }

    func testPlainTextKeepsLineBreaks() {
        let item = ShareItemParser.parse(text: "one\ntwo")
        XCTAssertEqual(item.displayTitle, "one")
        XCTAssertEqual(item.body, "one\ntwo")
    }
}
