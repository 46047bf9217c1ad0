import XCTest
@testable import QuillKit

final class MarkdownHeadingParserTests: XCTestCase {
    func testATXHeadingLevels() {
        XCTAssertEqual(HeadingParser.level(of: ["## Plans"]), 2)
    }

    func testSetextHeadingLevelOne() {
        XCTAssertEqual(HeadingParser.level(of: ["Plans", "====="]), 1)
    }

    func testSetextHeadingLevelTwo() {
        XCTAssertEqual(HeadingParser.level(of: ["Groceries", "---------"]), 2)
    }
}
