import XCTest
@testable import Marten

final class FetchTimeoutTests: XCTestCase {
    func testFetchHandlerFinishesOnSuccess() {
        let finished = expectation(description: "finish called")
        let probe = FinishProbe { _ in finished.fulfill() }
        EventSyncHeadlessTask(probe: probe, client: StubEventsClient(pages: 1)).onFetch("com.transistorsoft.fetch")
        wait(for: [finished], timeout: 5)
    }

    /// Uses BGTaskScheduler's debug hooks: launch, then expire after 2 s.
    func testTimeoutCallbackFinishesTask() {
        let finished = expectation(description: "finish called for timed-out task com.transistorsoft.fetch")
        let probe = FinishProbe { taskId in
            XCTAssertEqual(taskId, "com.transistorsoft.fetch")
            finished.fulfill()
        }
        let task = EventSyncHeadlessTask(probe: probe, client: StubEventsClient(pages: 40, delay: 0.5))
        DebugBGTasks.simulateLaunch("com.transistorsoft.fetch", handler: task)
        DebugBGTasks.simulateExpiration("com.transistorsoft.fetch", after: 2)
        wait(for: [finished], timeout: 10)
    }
}
