import XCTest
import UserNotifications
@testable import Runner

final class ReminderBridgeTests: XCTestCase {
    private let center = UNUserNotificationCenter.current()

    override func setUp() {
        super.setUp()
        center.removeAllPendingNotificationRequests()
    }

    func testDailyReminderFireDateMatchesRequest() {
        let args: [String: Any] = [
            "id": 7,
            "millisecondsSinceEpoch": NSNumber(value: Int64(1_789_371_000_000)),
        ]
        let date = ReminderBridge.fireDate(fromArguments: args)
        XCTAssertEqual(date, Date(timeIntervalSince1970: 1_789_371_000))
    }

    func testReminderIsNotDeliveredImmediately() async throws {
        let tomorrow = Date().addingTimeInterval(86_400)
        let args: [String: Any] = [
            "id": 8,
            "title": "Stretch",
            "millisecondsSinceEpoch": NSNumber(value: Int64(tomorrow.timeIntervalSince1970 * 1000)),
        ]
        try await ReminderBridge.schedule(withArguments: args)
        let pending = await center.pendingNotificationRequests()
        let trigger = try XCTUnwrap(pending.first { $0.identifier == "8" }?.trigger as? UNTimeIntervalNotificationTrigger)
        XCTAssertGreaterThan(trigger.timeInterval, 3600)
    }

    func testCancelRemovesPendingReminder() async throws {
        try await ReminderBridge.schedule(withArguments: ["id": 9, "millisecondsSinceEpoch": NSNumber(value: Int64(0))])
        center.removePendingNotificationRequests(withIdentifiers: ["9"])
        let pending = await center.pendingNotificationRequests()
        XCTAssertFalse(pending.contains { $0.identifier == "9" })
    }
}
