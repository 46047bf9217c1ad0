import Testing
import Foundation
@testable import Petal

/// BackgroundRefreshCoordinator drives the BGAppRefreshTask for feed refresh. These tests
/// hand it a FakeRefreshTask (no BGTaskScheduler involved) and a SlowFeedFetcher whose
/// work only notices cancellation between feeds.
@Suite struct FeedRefreshTaskTests {
    let fetcher = SlowFeedFetcher(feeds: 40, secondsPerFeed: 0.5)

    @Test func completesWithSuccessWhenAllFeedsRefresh() async throws {
        let task = FakeRefreshTask()
        let coordinator = BackgroundRefreshCoordinator(fetcher: SlowFeedFetcher(feeds: 3, secondsPerFeed: 0.01))
        await coordinator.handle(task)
        #expect(task.completedSuccess == true)
    }

    @Test func schedulesNextRefreshBeforeWork() async throws {
        let task = FakeRefreshTask()
        let scheduler = RecordingRefreshScheduler()
        let coordinator = BackgroundRefreshCoordinator(fetcher: fetcher, scheduler: scheduler)
        coordinator.start(task)
        #expect(scheduler.requests.count == 1)
        task.expire()
    }

    @Test func expirationCompletesTaskWithoutWaitingForCancellation() async throws {
        let task = FakeRefreshTask()
        let coordinator = BackgroundRefreshCoordinator(fetcher: fetcher)
        coordinator.start(task)
        try await Task.sleep(for: .milliseconds(200))
        task.expire()
        try await Task.sleep(for: .seconds(1))
        #expect(task.completedSuccess == false)
    }

    @Test func completionIsReportedExactlyOnce() async throws {
        let task = FakeRefreshTask()
        let coordinator = BackgroundRefreshCoordinator(fetcher: fetcher)
        coordinator.start(task)
        task.expire()
        await coordinator.waitForWork()
        #expect(task.completionCount == 1)
    }
}
