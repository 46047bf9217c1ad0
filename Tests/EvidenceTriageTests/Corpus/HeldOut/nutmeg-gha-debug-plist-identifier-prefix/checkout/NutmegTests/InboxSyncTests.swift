import XCTest
@testable import Nutmeg

final class InboxSyncTests: XCTestCase {
    func testMessagesSortedNewestFirst() {
        let inbox = Inbox(messages: Fixtures.messages(count: 4))
        XCTAssertEqual(inbox.sorted.first?.id, "m-104")
    }

    func testSilentPushDoesNotDuplicateMessages() async throws {
        let inbox = try await TestInbox.make(serverMessages: ["m-118"])
        // A content-available push arrives while a background wake is still syncing.
        async let first: Void = inbox.handleBackgroundWake()
        async let second: Void = inbox.handleSilentPush(["aps": ["content-available": 1]])
        _ = try await (first, second)
        let stored = try inbox.store.messages(withID: "m-118")
        XCTAssertEqual(stored.count, 1, "messages with id m-118")
    }
}
