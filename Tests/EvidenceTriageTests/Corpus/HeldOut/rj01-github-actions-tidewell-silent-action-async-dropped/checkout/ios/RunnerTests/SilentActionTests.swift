import XCTest
@testable import Runner

final class SilentActionTests: XCTestCase {
    func testSilentReadActionSyncsInbox() throws {
        let server = StubInboxServer.start()
        defer { server.stop() }
        let synced = expectation(description: "inbox marked read on server")
        server.onMarkRead = { id in if id == "4411" { synced.fulfill() } }
        try NotificationHarness.deliver(messageId: "4411", category: "new_mail")
        try NotificationHarness.tapAction("MARK_READ", messageId: "4411")
        wait(for: [synced], timeout: 30)
        XCTAssertTrue(InboxMirror.isRead("4411"))
    }
}
