import XCTest
@testable import Wren

final class TagParserTests: XCTestCase {
    func testAsciiHashtags() {
        XCTAssertEqual(TagParser.hashtags(in: "new #bike #trail_2"), ["bike", "trail_2"])
    }

    func testHashtagWithUnicode() {
        XCTAssertEqual(TagParser.hashtags(in: "ride #Zürich #café"), ["Zürich", "café"])
    }
}
