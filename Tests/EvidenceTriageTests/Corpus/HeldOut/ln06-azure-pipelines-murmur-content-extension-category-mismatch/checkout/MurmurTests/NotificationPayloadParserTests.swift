import XCTest
@testable import Murmur

final class NotificationPayloadParserTests: XCTestCase {
    func testParsesThreadIdentifier() {
        let payload: [AnyHashable: Any] = ["aps": ["alert": ["title": "Ines", "body": "on my way"], "thread-id": "t-884"]]
        XCTAssertEqual(NotificationPayloadParser.parse(payload)?.threadID, "t-884")
    }
}
