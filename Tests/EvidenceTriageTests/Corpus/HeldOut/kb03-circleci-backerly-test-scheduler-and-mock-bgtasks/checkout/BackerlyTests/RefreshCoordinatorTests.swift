import ReactiveSwift
import XCTest
@testable import Backerly

final class RefreshCoordinatorTests: XCTestCase {
    func testRefreshRunsWithinWindowAfterBackgrounding() {
        let tasks = MockTaskScheduler()
        let scheduler = TestScheduler()
        let ran = expectation(description: "refresh handler ran")

        withEnvironment(scheduler: scheduler) {
            let coordinator = RefreshCoordinator(tasks: tasks)
            coordinator.onRefresh = { ran.fulfill() }
            coordinator.register()
            tasks.simulateLaunch(ProjectRefreshPolicy.identifier)
        }

        wait(for: [ran], timeout: 2)
    }
}
