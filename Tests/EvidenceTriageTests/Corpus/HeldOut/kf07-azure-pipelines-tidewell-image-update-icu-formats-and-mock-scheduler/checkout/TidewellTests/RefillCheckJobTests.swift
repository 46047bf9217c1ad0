import BackgroundTasks
import XCTest
@testable import Tidewell

final class MockTaskScheduler: TaskScheduling {
    private(set) var submitted: [BGTaskRequest] = []
    func submit(_ request: BGTaskRequest) throws { submitted.append(request) }
}

final class RefillCheckJobTests: XCTestCase {
    private let clock = FixedClock(now: ISO8601DateFormatter().date(from: "2026-04-02T08:00:00Z")!)

    func testNotifiesAndReschedulesWhenRefillDue() async {
        let scheduler = MockTaskScheduler()
        let job = RefillCheckJob(store: .fixture(remainingDoses: [2]), scheduler: scheduler, clock: clock)
        await job.run()
        XCTAssertEqual(scheduler.submitted.map(\.identifier), ["com.tidewell.app.refill-check"])
    }

    func testReschedulesWhenNoRefillsDue() async {
        let scheduler = MockTaskScheduler()
        let job = RefillCheckJob(store: .fixture(remainingDoses: [30, 41]), scheduler: scheduler, clock: clock)
        await job.run()
        XCTAssertEqual(scheduler.submitted.count, 1, "next refill check not submitted")
        XCTAssertEqual(scheduler.submitted.first?.earliestBeginDate, clock.now.addingTimeInterval(6 * 60 * 60))
    }
}
