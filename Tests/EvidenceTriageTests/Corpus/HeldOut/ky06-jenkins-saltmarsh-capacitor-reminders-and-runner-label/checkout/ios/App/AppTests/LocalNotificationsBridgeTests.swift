import XCTest
import UserNotifications
@testable import App

final class LocalNotificationsBridgeTests: XCTestCase {
    func testPendingCountAfterSchedule() async throws {
        try await NotificationBridge.shared.schedule(id: 41, at: Date().addingTimeInterval(3600))
        let pending = await UNUserNotificationCenter.current().pendingNotificationRequests()
        XCTAssertEqual(pending.count, 1)
    }
}
