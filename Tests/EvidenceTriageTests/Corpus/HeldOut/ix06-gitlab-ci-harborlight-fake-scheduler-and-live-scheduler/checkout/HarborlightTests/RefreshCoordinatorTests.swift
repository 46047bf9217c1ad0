import BackgroundTasks
import CombineSchedulers
import XCTest
@testable import Harborlight

final class RefreshCoordinatorTests: XCTestCase {
    let queue = DispatchQueue.test
    let fake = FakeTaskScheduler()

    func testSchedulesNextRefreshAfterSync() {
        let coordinator = RefreshCoordinator(taskScheduler: fake, syncer: FakeSyncer(result: .success(12)),
                                             scheduler: queue.eraseToAnyScheduler(), clock: { .fixture })
        coordinator.handleRefresh(FakeRefreshTask())

        queue.advance(by: .seconds(1))

        XCTAssertEqual(fake.submitted.map(\.identifier), [RefreshCoordinator.identifier])
    }

    func testExpirationCancelsInFlightSync() {
        let cancelled = expectation(description: "sync cancelled")
        let syncer = FakeSyncer(result: .never, onCancel: { cancelled.fulfill() })
        let coordinator = RefreshCoordinator(taskScheduler: fake, syncer: syncer,
                                             scheduler: queue.eraseToAnyScheduler(), clock: { .fixture })
        let task = FakeRefreshTask()
        coordinator.handleRefresh(task)

        task.expire()                       // what the system does when the budget runs out

        wait(for: [cancelled], timeout: 2)
    }

    func testFailedSyncStillSchedulesNext() {
        let coordinator = RefreshCoordinator(taskScheduler: fake, syncer: FakeSyncer(result: .failure(.offline)),
                                             scheduler: .immediate, clock: { .fixture })
        coordinator.handleRefresh(FakeRefreshTask())
        RunLoop.main.run(until: Date().addingTimeInterval(0.1))
        XCTAssertEqual(fake.submitted.count, 1)
    }
}
