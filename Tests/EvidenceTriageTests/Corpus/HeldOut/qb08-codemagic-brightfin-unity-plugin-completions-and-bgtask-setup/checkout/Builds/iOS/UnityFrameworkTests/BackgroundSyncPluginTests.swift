import XCTest
import BackgroundTasks
@testable import UnityFramework

final class BackgroundSyncPluginTests: XCTestCase {
    func testDailyRewardRefreshSubmitted() {
        let result = BFBackgroundSync.shared.scheduleDailyRewardRefresh()
        XCTAssertNil(result.error, "submit failed: \(String(describing: result.error))")
    }

    func testDailyRewardHandlerRunsOnSimulatedLaunch() {
        let ran = expectation(description: "daily reward handler ran")
        BFBackgroundSync.shared.onRunForTesting = { ran.fulfill() }
        _ = BFBackgroundSync.shared.scheduleDailyRewardRefresh()
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"), with: BFBackgroundSync.rewardIdentifier)
        wait(for: [ran], timeout: 10)
    }
}
