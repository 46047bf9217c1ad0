import XCTest
import BackgroundTasks
@testable import Brightfeed

final class FeedRefreshSchedulerTests: XCTestCase {
    func testScheduleRefreshSubmitsRequest() {
        let scheduler = FeedRefreshScheduler(scheduler: BGTaskScheduler.shared)
        XCTAssertNoThrow(try scheduler.scheduleNextRefresh(after: 30 * 60))
    }

    func testEarliestBeginDateIsThirtyMinutesOut() throws {
        let fake = FakeTaskScheduler()
        let scheduler = FeedRefreshScheduler(scheduler: fake)
        try scheduler.scheduleNextRefresh(after: 30 * 60)
        let request = try XCTUnwrap(fake.submitted.first as? BGAppRefreshTaskRequest)
        XCTAssertEqual(request.earliestBeginDate!.timeIntervalSinceNow, 1800, accuracy: 2)
    }
}
