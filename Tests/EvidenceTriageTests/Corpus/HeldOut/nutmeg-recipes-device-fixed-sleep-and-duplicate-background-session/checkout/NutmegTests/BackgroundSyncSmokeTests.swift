import BackgroundTasks
import XCTest
@testable import Nutmeg

/// Device-lab smoke test for the recipe sync refresh (runs nightly).
final class BackgroundSyncSmokeTests: XCTestCase {
    override func setUp() {
        super.setUp()
        SyncStatus.shared.reset()
    }

    func testSyncRunsAfterThirtyMinutes() throws {
        try RecipeSync.scheduleRefresh(earliestBegin: 30 * 60)
        sleep(35 * 60)
        XCTAssertNotNil(SyncStatus.shared.lastBackgroundSync, "background sync did not run within 35 minutes")
    }
}
