import XCTest
import BackgroundTasks
@testable import Marram

final class TrailRefreshLaunchTests: XCTestCase {
    func testSimulatedLaunchRunsRefresh() {
        let ran = expectation(forNotification: .trailRefreshDidFinish, object: nil)
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: "com.marram.trails.refresh")
        wait(for: [ran], timeout: 10)
    }
}
