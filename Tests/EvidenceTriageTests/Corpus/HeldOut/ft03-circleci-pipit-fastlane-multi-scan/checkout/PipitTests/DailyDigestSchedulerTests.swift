import XCTest
@testable import Pipit

/// Runs inside the Pipit test host, so the real BGTaskScheduler registration
/// from AppDelegate is in place.
final class DailyDigestSchedulerTests: XCTestCase {
    func testNextRunIsTonightAt2359() {
        let now = ISO8601DateFormatter().date(from: "2026-03-10T18:30:00Z")!
        XCTAssertEqual(DailyDigestScheduler.nextRunDate(after: now, in: .gmt),
                       ISO8601DateFormatter().date(from: "2026-03-10T23:59:00Z")!)
    }

    func testDigestUploadRunsShortlyAfterMidnight() {
        let ran = expectation(forNotification: DailyDigestScheduler.didRunNotification, object: nil)
        // Pretend "midnight" is five seconds away and give the system two minutes to launch the task.
        DailyDigestScheduler.scheduleNightlyUpload(earliestBeginDate: Date(timeIntervalSinceNow: 5))
        wait(for: [ran], timeout: 120)
    }
}
