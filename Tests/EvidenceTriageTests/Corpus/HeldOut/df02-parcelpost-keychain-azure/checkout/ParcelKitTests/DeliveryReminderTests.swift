import UserNotifications
import XCTest
@testable import ParcelKit

final class DeliveryReminderTests: XCTestCase {
    private let window = DeliveryWindow(
        trackingID: "PP4471920",
        carrier: "Hermes",
        start: Date(timeIntervalSince1970: 1_795_075_200),
        end: Date(timeIntervalSince1970: 1_795_082_400)
    )

    func testReminderBodyMentionsCarrier() {
        let content = DeliveryReminderFormatter.body(for: window)
        XCTAssertTrue(content.contains("Hermes"))
    }

    func testSchedulesReminderBeforeWindow() throws {
        let scheduler = DeliveryReminderScheduler()
        let request = scheduler.request(for: window)
        let trigger = try XCTUnwrap(request.trigger as? UNCalendarNotificationTrigger)
        XCTAssertEqual(trigger.nextTriggerDate(), window.start.addingTimeInterval(-30 * 60))
    }
}
