import EventKit
import XCTest
@testable import Marten

/// The backend sends an `apple_reminders_sync` content-available push to every registered
/// token; RemindersSyncHandler turns the action item into an EKReminder.
final class RemindersSyncHandlerTests: XCTestCase {
    private var store: InMemoryReminderStore!
    private var handler: RemindersSyncHandler!

    override func setUp() {
        super.setUp()
        store = InMemoryReminderStore(access: .fullAccess)
        handler = RemindersSyncHandler(store: store)
    }

    func testPushCreatesReminder() async throws {
        let result = try await handler.handle(.fixture(actionItemID: "ai_8841", title: "Send invoice"))
        XCTAssertEqual(result, .newData)
        XCTAssertEqual(store.reminders.map(\.title), ["Send invoice"])
    }

    func testSameActionItemPushedTwiceCreatesOneReminder() async throws {
        let push = PushPayload.fixture(actionItemID: "ai_8842", title: "Book flights")
        _ = try await handler.handle(push)   // delivered via token A
        _ = try await handler.handle(push)   // delivered again via stale token B
        XCTAssertEqual(store.reminders.filter { $0.title == "Book flights" }.count, 1, "duplicate EKReminder for action item ai_8842")
    }
}
