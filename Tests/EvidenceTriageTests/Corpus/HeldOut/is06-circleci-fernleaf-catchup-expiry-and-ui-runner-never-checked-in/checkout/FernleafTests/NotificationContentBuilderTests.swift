import XCTest
@testable import Fernleaf

final class NotificationContentBuilderTests: XCTestCase {
    func testShortMentionIsUnchanged() {
        XCTAssertEqual(NotificationContentBuilder().body(forMention: "hi", from: "Ana"), "Ana: hi")
    }

    func testMentionBodyIsTruncatedTo120Characters() {
        let text = String(repeating: "a", count: 200)
        let body = NotificationContentBuilder().body(forMention: text, from: "Ana")
        XCTAssertEqual(body.count, 120, "body including the ellipsis must be 120 characters")
    }
}
