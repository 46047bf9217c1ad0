import BackgroundTasks
import XCTest
@testable import Modulo

final class LatestRefreshTaskTests: XCTestCase {
    func testRegistersLatestRefreshIdentifier() {
        // Registration happens in the host app's didFinishLaunching.
        XCTAssertEqual(BackgroundTasks.registrationResults[BackgroundTasks.latestRefresh], true,
                       "register(forTaskWithIdentifier: \(BackgroundTasks.latestRefresh)) returned false")
    }

    func testRegistersCacheTrimIdentifier() {
        XCTAssertEqual(BackgroundTasks.registrationResults[BackgroundTasks.cacheTrim], true)
    }

    func testSimulatedLaunchRunsLatestRefresh() {
        let ran = expectation(description: "latest refresh ran")
        LatestRefreshJob.shared.onRun = { ran.fulfill() }
        BackgroundTasks.scheduleLatestRefresh(after: 1)
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: BackgroundTasks.latestRefresh)
        wait(for: [ran], timeout: 5)
    }
}
