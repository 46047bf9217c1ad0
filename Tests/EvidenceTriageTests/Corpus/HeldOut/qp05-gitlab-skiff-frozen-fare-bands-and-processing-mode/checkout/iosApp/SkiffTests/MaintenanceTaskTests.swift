import XCTest
@testable import Skiff

final class MaintenanceTaskTests: XCTestCase {
    func testNightlyCleanupSubmits() {
        XCTAssertNoThrow(try BackgroundJobs.shared.scheduleCleanup())
    }
}
