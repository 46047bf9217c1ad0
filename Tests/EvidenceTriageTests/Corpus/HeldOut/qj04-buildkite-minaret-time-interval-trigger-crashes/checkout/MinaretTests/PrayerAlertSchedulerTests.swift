import XCTest
import UserNotifications
@testable import Minaret

final class PrayerAlertSchedulerTests: XCTestCase {
    private var center: RecordingNotificationCenter!

    override func setUp() {
        center = RecordingNotificationCenter()
    }

    func testSchedulesAllFivePrayersBeforeFajr() throws {
        let clock = FixedClock("2026-03-14T04:10:00+01:00")
        let scheduler = PrayerAlertScheduler(times: .fixtureLondon, clock: clock, center: center)
        try scheduler.scheduleToday()
        XCTAssertEqual(center.added.count, 5)
    }

    /// After Isha every prayer today is in the past; the scheduler should
    /// add nothing for today instead of building triggers for past times.
    func testSchedulesRemainingPrayersAfterIsha() throws {
        let clock = FixedClock("2026-03-14T22:30:00+01:00")
        let scheduler = PrayerAlertScheduler(times: .fixtureLondon, clock: clock, center: center)
        try scheduler.scheduleToday()
        XCTAssertEqual(center.added.count, 0)
    }
}
