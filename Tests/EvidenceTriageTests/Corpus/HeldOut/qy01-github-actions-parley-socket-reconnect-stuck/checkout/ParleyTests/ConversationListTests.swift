import XCTest
@testable import ParleyKit

final class ConversationListTests: XCTestCase {
    func testUnreadBadgeCountsOnlyIncoming() {
        let summary = ConversationSummary(messages: [
            ChatMessage(id: "1", authorID: "me", readAt: nil),
            ChatMessage(id: "2", authorID: "dana", readAt: nil),
            ChatMessage(id: "3", authorID: "dana", readAt: Date()),
        ], currentUserID: "me")
        XCTAssertEqual(summary.unreadCount, 1)
    }
}
