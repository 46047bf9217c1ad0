import XCTest
@testable import Murmur

final class MentionParserTests: XCTestCase {
    func testParsesMentionWithDot() {
        XCTAssertEqual(MentionParser.mentions(in: "ping @jo.ann about standup"), ["jo.ann"])
    }
}
