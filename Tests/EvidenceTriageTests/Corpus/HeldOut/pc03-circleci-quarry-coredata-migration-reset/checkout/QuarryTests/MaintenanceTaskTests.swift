import XCTest
import BackgroundTasks
@testable import Quarry

final class MaintenanceTaskTests: XCTestCase {
    func testVacuumTaskSubmits() {
        XCTAssertNoThrow(try MaintenanceScheduler.shared.scheduleVacuum())
    }
}
