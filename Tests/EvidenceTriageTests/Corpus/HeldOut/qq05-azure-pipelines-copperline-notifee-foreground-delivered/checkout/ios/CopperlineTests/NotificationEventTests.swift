import Testing
import UserNotifications
@testable import Copperline

@Suite("Notification events")
struct NotificationEventTests {
    @Test func foregroundDeliveredEventEmitted() async throws {
        let bridge = try await NotifeeTestBridge.start()
        try await bridge.createTriggerNotification(id: "handover-reminder", secondsFromNow: 3)
        let events = try await bridge.collectForegroundEvents(for: .seconds(10))
        #expect(events.contains(.triggerCreated))
        #expect(events.contains(.delivered))
    }
}
