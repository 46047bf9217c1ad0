import XCTest
@testable import Tallyho

final class TagParserTests: XCTestCase {
    func testHashtagWithAccents() {
        XCTAssertEqual(TagParser.tags(in: "pack #café and #crème"), ["café", "crème"])
    }

    func testIgnoresHashInsideURL() {
        XCTAssertEqual(TagParser.tags(in: "see https://x.io/#top"), [])
    }
}
