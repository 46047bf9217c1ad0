import ReactiveSwift
import XCTest
@testable import Backerly

final class ProjectRefreshPolicyTests: XCTestCase {
    func testNextRefreshRequestedFifteenMinutesOut() {
        let tasks = MockTaskScheduler()
        let policy = ProjectRefreshPolicy(tasks: tasks)
        let scheduler = TestScheduler(startDate: Date(timeIntervalSince1970: 1_800_000_000))

        withEnvironment(scheduler: scheduler) {
            policy.appDidEnterBackground()
            scheduler.run()
        }

        XCTAssertEqual(tasks.submitted.count, 1, "one BGAppRefreshTaskRequest after the 5 s debounce")
        XCTAssertEqual(tasks.submitted.first?.earliestBeginDate, Date(timeIntervalSince1970: 1_800_000_905))
    }
}
