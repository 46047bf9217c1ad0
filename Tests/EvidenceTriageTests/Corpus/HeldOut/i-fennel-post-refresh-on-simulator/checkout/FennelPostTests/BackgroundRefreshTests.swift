import XCTest
import BackgroundTasks
@testable import FennelPost

final class BackgroundRefreshTests: XCTestCase {
    func testRefreshRequestUsesThirtySecondHint() throws {
        let request = BackgroundRefreshController.makeRequest(now: Date(timeIntervalSince1970: 0))
        XCTAssertEqual(request.earliestBeginDate, Date(timeIntervalSince1970: 30))
    }

    /// Backgrounds the app and waits for iOS to wake it for the refresh.
    func testRefreshRunsThirtySecondsAfterResign() throws {
        let sync = SpySyncService()
        let controller = BackgroundRefreshController(sync: sync)
        let woke = expectation(description: "system launched background refresh")
        sync.onStart = { woke.fulfill() }
        try? controller.scheduleAfterResignActive()
        wait(for: [woke], timeout: 90)
    }

    func testExpirationAlwaysCompletesTask() {
        let sync = SpySyncService(blocksUntilStopped: true)
        let controller = BackgroundRefreshController(sync: sync)
        let task = FakeRefreshTask()
        controller.handle(task)
        task.expire()
        XCTAssertEqual(task.completions, [false], "expired task must be completed exactly once with success=false")
    }
}
