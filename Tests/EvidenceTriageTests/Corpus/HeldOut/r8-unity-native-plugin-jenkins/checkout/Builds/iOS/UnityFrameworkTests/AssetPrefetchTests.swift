import BackgroundTasks
import XCTest
@testable import UnityFramework

final class AssetPrefetchTests: XCTestCase {

    func testOvernightPrefetchRunsWithinThreeMinutes() {
        let ran = expectation(description: "asset prefetch processing task ran")
        OrchardAssetPrefetch.onRun = { ran.fulfill() }
        OrchardAssetPrefetch.schedule(requiresExternalPower: true, earliestBegin: Date(timeIntervalSinceNow: 60))
        wait(for: [ran], timeout: 180)
    }
}
