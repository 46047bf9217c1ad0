import XCTest
import BackgroundTasks
@testable import Tallyho

final class ScoresRefreshCoordinatorTests: XCTestCase {
    func testRefreshResubmitsAfterFailure() async {
        let mock = MockTaskScheduler()
        let coordinator = ScoresRefreshCoordinator(job: .init(store: .inMemory(), api: .failing),
                                                   scheduler: ScoresRefreshScheduler(scheduler: mock))
        await coordinator.runOnce { _ in }
        XCTAssertEqual(mock.submitted.count, 1)
    }

    func testRefreshReschedulesAfterSuccess() async {
        let mock = MockTaskScheduler()
        let coordinator = ScoresRefreshCoordinator(job: .init(store: .inMemory(), api: .stub(fixtures: 12)),
                                                   scheduler: ScoresRefreshScheduler(scheduler: mock))
        var completed: Bool?
        await coordinator.runOnce { completed = $0 }
        XCTAssertEqual(completed, true)
        XCTAssertEqual(mock.submitted.count, 1, "coordinator must submit the next refresh after a successful run")
    }
}
