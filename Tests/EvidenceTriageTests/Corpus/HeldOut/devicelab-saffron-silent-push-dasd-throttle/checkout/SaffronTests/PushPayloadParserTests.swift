import XCTest
@testable import Saffron

final class PushPayloadParserTests: XCTestCase {
    func testParsesMailboxAndHint() throws {
        let hint = try PushPayloadParser.parse(["aps": ["content-available": 1], "mailbox": "INBOX", "uidnext": 4812])
        XCTAssertEqual(hint.mailbox, "INBOX")
        XCTAssertEqual(hint.uidNext, 4812)
    }

    func testIgnoresUnknownMailboxCase() throws {
        let hint = try PushPayloadParser.parse(["aps": ["content-available": 1], "mailbox": "inbox"])
        XCTAssertEqual(hint.mailbox, "INBOX")
    }
}
