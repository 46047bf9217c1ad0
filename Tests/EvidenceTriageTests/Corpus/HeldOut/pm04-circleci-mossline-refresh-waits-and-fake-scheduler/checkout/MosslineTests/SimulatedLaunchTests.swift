import XCTest
import BackgroundTasks
@testable import Mossline

final class SimulatedLaunchTests: XCTestCase {
    func testSimulatedObservationSyncLaunch() {
        let ran = expectation(description: "observation-sync handler ran")
        AppDelegate.onRefreshHandled = { ran.fulfill() }
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: SyncScheduler.refreshID)
        wait(for: [ran], timeout: 30)
    }
}
