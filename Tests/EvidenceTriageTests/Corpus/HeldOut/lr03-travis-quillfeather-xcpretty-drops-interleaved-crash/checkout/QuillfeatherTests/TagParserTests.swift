import XCTest
@testable import Quillfeather

final class TagParserTests: XCTestCase {
    func testIgnoresBareHash() {
        XCTAssertEqual(TagParser.tags(in: "# heading"), [])
    }

    func testLowercasesTags() {
        XCTAssertEqual(TagParser.tags(in: "#Swift"), ["swift"])
    }

    func testMultipleTags() {
        XCTAssertEqual(TagParser.tags(in: "#a and #b"), ["a", "b"])
    }

    func testStripsTrailingHashes() {
        let tags = TagParser.tags(in: "notes on #swift# today")
        XCTAssertEqual(tags.first, "swift")
    }

    func testTagAtStartOfLine() {
        XCTAssertEqual(TagParser.tags(in: "#travel\nday one"), ["travel"])
    }

    func testUnicodeTag() {
        XCTAssertEqual(TagParser.tags(in: "#café"), ["café"])
    }
}
