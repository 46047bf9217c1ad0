import XCTest
@testable import Parley

final class MentionParserTests: XCTestCase {
    func testSimpleMention() {
        XCTAssertEqual(MentionParser.mentions(in: "@alice can you check?"), ["alice"])
    }

    func testMentionWithDotInUserId() {
        XCTAssertEqual(MentionParser.mentions(in: "ping @j.doe about the invoice"), ["j.doe"])
    }
}
