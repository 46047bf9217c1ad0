import XCTest
@testable import Lumen

final class MentionParserTests: XCTestCase {
    func testParsesSingleMention() {
        XCTAssertEqual(MentionParser.mentions(in: "ping @ada about the relay"), ["ada"])
    }

    func testMentionStopsAtTrailingPunctuation() {
        let mentions = MentionParser.mentions(in: "thanks @grace, and @linus!")
        XCTAssertEqual(mentions, ["grace", "linus"])
    }
}
