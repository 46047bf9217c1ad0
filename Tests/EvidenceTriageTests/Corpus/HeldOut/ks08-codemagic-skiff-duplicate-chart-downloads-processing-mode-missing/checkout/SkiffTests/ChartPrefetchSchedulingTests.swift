import XCTest
import BackgroundTasks
@testable import Skiff

final class ChartPrefetchSchedulingTests: XCTestCase {
    func testNightlyPrefetchRequestIsSubmitted() throws {
        let request = BGProcessingTaskRequest(identifier: "com.skiff.charts.nightly-prefetch")
        request.requiresExternalPower = true; request.requiresNetworkConnectivity = true
        XCTAssertNoThrow(try BGTaskScheduler.shared.submit(request))
    }

    func testPrefetchLaunchesOvernight() {
        let ran = expectation(description: "nightly prefetch ran")
        ChartPrefetchJob.shared.onRun = { ran.fulfill() }
        ChartPrefetchJob.shared.scheduleNightly()          // logs and swallows submit errors
        wait(for: [ran], timeout: 300)
    }
}
