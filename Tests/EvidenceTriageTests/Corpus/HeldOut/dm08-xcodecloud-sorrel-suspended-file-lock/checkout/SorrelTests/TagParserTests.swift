import XCTest
@testable import Sorrel

final class TagParserTests: XCTestCase {
    func testPlainHashtags() {
        XCTAssertEqual(TagParser.tags(in: "#hike #gear list"), ["hike", "gear"])
    }

    func testHashtagWithUnicode() {
        XCTAssertEqual(TagParser.tags(in: "Weekend #Zürich trip"), ["zürich"])
    }
}
