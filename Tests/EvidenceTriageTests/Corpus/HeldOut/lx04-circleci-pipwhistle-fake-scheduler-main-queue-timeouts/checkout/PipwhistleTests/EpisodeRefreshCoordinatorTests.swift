import BackgroundTasks
import CombineSchedulers
import XCTest
@testable import Pipwhistle

final class FakeTaskScheduler: TaskScheduling {
    private(set) var submitted: [BGTaskRequest] = []
    var onSubmit: (BGTaskRequest) -> Void = { _ in }
    func submit(_ request: BGTaskRequest) throws { submitted.append(request); onSubmit(request) }
    func cancel(taskRequestWithIdentifier identifier: String) { submitted.removeAll { $0.identifier == identifier } }
}

final class FakeRefreshTask: RefreshTask {
    var expirationHandler: (() -> Void)?
    private(set) var completions: [Bool] = []
    var onComplete: () -> Void = {}
    func setTaskCompleted(success: Bool) { completions.append(success); onComplete() }
}

/// The OS is not involved here: the task scheduler and the clock are both fakes.
final class EpisodeRefreshCoordinatorTests: XCTestCase {
    private var fakeScheduler: FakeTaskScheduler!
    private var queue: TestSchedulerOf<DispatchQueue>!

    override func setUp() {
        super.setUp()
        fakeScheduler = FakeTaskScheduler()
        queue = DispatchQueue.test
    }

    func testFirstSubmitUsesEpisodeIdentifier() throws {
        let coordinator = EpisodeRefreshCoordinator(taskScheduler: fakeScheduler, scheduler: queue.eraseToAnyScheduler(), checkFeeds: { 0 })
        try coordinator.submit()
        XCTAssertEqual(fakeScheduler.submitted.map(\.identifier), [EpisodeRefreshCoordinator.identifier])
    }

    func testRefreshResubmitsAfterInterval() {
        let coordinator = EpisodeRefreshCoordinator(taskScheduler: fakeScheduler, scheduler: queue.eraseToAnyScheduler(), checkFeeds: { 3 })
        let completed = expectation(description: "task completed")
        let resubmitted = expectation(description: "fake scheduler receives resubmitted refresh request")
        fakeScheduler.onSubmit = { _ in resubmitted.fulfill() }
        let task = FakeRefreshTask()
        task.onComplete = { completed.fulfill() }

        coordinator.handle(task)
        wait(for: [completed], timeout: 2)
        queue.advance(by: .seconds(15 * 60))

        wait(for: [resubmitted], timeout: 5)
    }

    func testExpirationCancelsDownloadAndResubmits() {
        let coordinator = EpisodeRefreshCoordinator(taskScheduler: fakeScheduler, scheduler: queue.eraseToAnyScheduler(), checkFeeds: {
            try await Task.sleep(for: .seconds(60))
            return 1
        })
        let task = FakeRefreshTask()
        coordinator.handle(task)

        task.expirationHandler?()
        queue.advance(by: .seconds(15 * 60))

        XCTAssertEqual(task.completions.first, false)
        XCTAssertEqual(fakeScheduler.submitted.map(\.identifier), [EpisodeRefreshCoordinator.identifier])
    }
}
