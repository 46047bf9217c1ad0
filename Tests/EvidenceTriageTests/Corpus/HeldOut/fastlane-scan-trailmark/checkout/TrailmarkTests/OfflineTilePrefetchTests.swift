import XCTest
import BackgroundTasks
@testable import Trailmark

/// Device-only: checks that the nightly tile prefetch actually runs.
final class OfflineTilePrefetchTests: XCTestCase {

    func testNightlyPrefetchRunsAfterSubmit() throws {
        let ran = expectation(description: "tile prefetch handler ran")
        TilePrefetchProbe.shared.onRun = { ran.fulfill() }

        let request = BGProcessingTaskRequest(identifier: "com.trailmark.app.tile-prefetch")
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        try BGTaskScheduler.shared.submit(request)

        wait(for: [ran], timeout: 300)
    }
}
