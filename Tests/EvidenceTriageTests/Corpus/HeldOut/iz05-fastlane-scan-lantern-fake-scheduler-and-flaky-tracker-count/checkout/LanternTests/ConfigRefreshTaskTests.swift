import XCTest
@testable import Lantern

final class ConfigRefreshTaskTests: XCTestCase {
    private let scheduler = FakeTaskScheduler()
    private let queue = ManualQueue()
    private let store = ConfigStore(inMemory: true)
    private let fetcher = FakeConfigFetcher()
    private let fixedNow = Date(timeIntervalSince1970: 1_796_119_424) // 2026-12-01 10:03:44 UTC

    private func makeTask() -> ConfigRefreshTask {
        let task = ConfigRefreshTask(scheduler: scheduler, queue: queue, store: store, fetcher: fetcher)
        task.now = { self.fixedNow }
        task.register()
        return task
    }

    func testSuccessfulRefreshRecordsDate() {
        _ = makeTask()
        let bgTask = FakeTask()
        scheduler.launch(ConfigRefreshTask.identifier, with: bgTask)
        queue.runAll()
        XCTAssertEqual(bgTask.completions, [true])
        XCTAssertEqual(store.lastRefreshDate, fixedNow)
    }

    func testExpirationDoesNotMarkRefreshSuccessful() {
        _ = makeTask()
        fetcher.result = .cancelled
        let bgTask = FakeTask()
        scheduler.launch(ConfigRefreshTask.identifier, with: bgTask)

        bgTask.expirationHandler?()
        queue.runAll()

        XCTAssertEqual(bgTask.completions, [false], "expired refresh reported success")
        XCTAssertNil(store.lastRefreshDate, "lastRefreshDate advanced although the download was cancelled")
    }

    func testNextRefreshSubmittedTwelveHoursOut() throws {
        _ = makeTask()
        scheduler.launch(ConfigRefreshTask.identifier, with: FakeTask())

        let request = try XCTUnwrap(scheduler.submitted.last)
        let interval = try XCTUnwrap(request.earliestBeginDate).timeIntervalSince(fixedNow)
        XCTAssertEqual(interval, ConfigRefreshTask.refreshInterval, accuracy: 1,
                       "next config refresh should be requested 12 h out")
    }

    func testRequestRequiresNetwork() throws {
        _ = makeTask()
        scheduler.launch(ConfigRefreshTask.identifier, with: FakeTask())
        let request = try XCTUnwrap(scheduler.submitted.last as? BGProcessingTaskRequest)
        XCTAssertTrue(request.requiresNetworkConnectivity)
    }
}
