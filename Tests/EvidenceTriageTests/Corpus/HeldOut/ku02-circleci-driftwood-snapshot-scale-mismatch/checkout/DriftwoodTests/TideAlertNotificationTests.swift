import UserNotifications
import XCTest
@testable import Driftwood

final class TideAlertNotificationTests: XCTestCase {
    func testHighTideAlertScheduledForNextMorning() throws {
        let center = FakeNotificationCenter()
        let scheduler = TideAlertScheduler(center: center, station: .fixture) // station time zone: America/Los_Angeles
        try scheduler.scheduleHighTideAlert(for: .fixtureHighTideTomorrow0715)

        let trigger = try XCTUnwrap(center.added.first?.trigger as? UNCalendarNotificationTrigger)
        XCTAssertEqual(trigger.dateComponents.hour, 6, "alert should fire one hour before the 07:15 local high tide")
    }
}
