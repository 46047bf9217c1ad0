import BackgroundTasks
import XCTest
@testable import Moss

/// "Nightly" cleanup: submit the processing task, then check it ran.
final class DatabaseCleanupTaskTests: XCTestCase {
    func testCleanupRunsAfterSubmission() throws {
        let marker = CleanupMarker(defaults: .standard)
        marker.reset()
        CleanupTask.schedule()
        sleep(45)
        XCTAssertNotNil(marker.lastRun, "cleanup task did not run within 45 s of submission")
    }
}
