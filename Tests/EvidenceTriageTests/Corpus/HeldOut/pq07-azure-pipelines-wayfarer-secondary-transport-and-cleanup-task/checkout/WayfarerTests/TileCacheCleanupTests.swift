import XCTest
import BackgroundTasks
@testable import Wayfarer

final class TileCacheCleanupTests: XCTestCase {
    func testSimulatedLaunchPurgesOldTiles() {
        TileCache.shared.seed(ageInDays: [1, 45, 90])
        try? TileCacheCleanup.schedule()
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: TileCacheCleanup.identifier)
        XCTAssertEqual(TileCache.shared.count, 1)
    }
}
