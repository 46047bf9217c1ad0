import BackgroundTasks
import XCTest
@testable import Tidewatch

final class TideRefreshSchedulerTests: XCTestCase {
    override func tearDown() {
        BGTaskScheduler.shared.cancelAllTaskRequests()
        super.tearDown()
    }

    func testSubmitsAppRefreshOnBackground() {
        let scheduler = TideRefreshScheduler(scheduler: .shared, clock: FixedClock(hour: 14))
        var submitError: Error?
        do {
            try scheduler.scheduleAppRefresh()
        } catch {
            submitError = error
        }
        XCTAssertNil(submitError, "app refresh submission must succeed on device")
    }

    func testEarliestBeginIsNextHalfHour() {
        let scheduler = TideRefreshScheduler(scheduler: .shared, clock: FixedClock(hour: 14, minute: 7))
        XCTAssertEqual(scheduler.nextEarliestBegin().minuteOfHour, 30)
    }
}
