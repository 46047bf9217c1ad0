import XCTest
import BackgroundTasks
@testable import Shelfwise

/// Runs against BGTaskScheduler.shared on the lab device (the Simulator refuses every submit).
/// Requests are not cancelled between tests: the launch test below relies on the
/// saves-refresh request submitted by testSavesRefreshIsAcceptedAfterHomeRefresh.
final class LiveSchedulerTests: XCTestCase {
    private var app: AppDelegate { UIApplication.shared.delegate as! AppDelegate }

    func testHomeRefreshIsAccepted() throws {
        XCTAssertNoThrow(try LiveTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: HomeRefreshCoordinator.identifier)))
    }

    func testSavesRefreshIsAcceptedAfterHomeRefresh() throws {
        app.home.scheduleNext()
        XCTAssertNoThrow(try app.saves.schedule())
    }

    func testSavesRefreshLaunchRunsSavesSync() {
        let ran = expectation(description: "saves sync ran")
        app.saves.onRun = { ran.fulfill() }
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: SavesRefreshCoordinator.identifier)
        wait(for: [ran], timeout: 10)
    }
}
