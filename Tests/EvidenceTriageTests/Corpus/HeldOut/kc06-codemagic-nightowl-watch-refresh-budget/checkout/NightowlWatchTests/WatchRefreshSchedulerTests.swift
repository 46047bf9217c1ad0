import XCTest
@testable import NightowlWatch_Watch_App

final class WatchRefreshSchedulerTests: XCTestCase {
    func testSuccessfulRefreshSchedulesNext() {
        let scheduler = FakeRefreshScheduler()
        let coordinator = WatchRefreshCoordinator(scheduler: scheduler, fetcher: StubFetcher.reading(112),
                                                  stats: BackgroundUpdateStats())
        let done = expectation(description: "refresh handled")

        coordinator.handleRefresh { done.fulfill() }

        wait(for: [done], timeout: 2)
        XCTAssertEqual(scheduler.scheduledDates.count, 1)
    }

    /// Only one refresh can be pending; if a failed fetch does not schedule the next one,
    /// the complication freezes until the user opens the app.
    func testNextRefreshScheduledWhenFetchFails() {
        let scheduler = FakeRefreshScheduler()
        let coordinator = WatchRefreshCoordinator(scheduler: scheduler, fetcher: StubFetcher.failing(.timedOut),
                                                  stats: BackgroundUpdateStats())
        let done = expectation(description: "refresh handled")

        coordinator.handleRefresh { done.fulfill() }

        wait(for: [done], timeout: 2)
        XCTAssertEqual(scheduler.scheduledDates.count, 1, "a failed fetch must still schedule the next refresh")
    }
}
