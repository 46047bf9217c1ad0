import XCTest
import UIKit
@testable import Pinion

final class RideReminderTests: XCTestCase {
    func testReminderFlagFlipsAtSevenAM() throws {
        UIApplication.shared.setMinimumBackgroundFetchInterval(15 * 60)
        TestClock.waitUntil(hour: 7, minute: 0, timeoutMinutes: 45)
        XCTAssertTrue(ReminderStore.shared.morningFlag, "reminder flag not set by 07:00 (last background fetch \(ReminderStore.shared.lastFetchText))")
    }
}
