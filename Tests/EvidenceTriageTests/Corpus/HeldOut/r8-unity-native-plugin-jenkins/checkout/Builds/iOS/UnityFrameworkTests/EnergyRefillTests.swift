import UserNotifications
import XCTest
@testable import UnityFramework

final class EnergyRefillTests: XCTestCase {

    func testRefillNotificationFiresWhenEnergyFull() throws {
        // 18 of 30 energy, one point per 7.5 min -> full in 90 min, then remind hourly.
        let plan = EnergyRefillPlanner(current: 18, max: 30, secondsPerPoint: 450)
        let request = try XCTUnwrap(plan.notificationRequest())
        let trigger = try XCTUnwrap(request.trigger as? UNTimeIntervalNotificationTrigger)
        XCTAssertEqual(trigger.timeInterval, 5400, accuracy: 1, "first reminder must fire when energy is full")
    }
}
