import BackgroundTasks
import XCTest
@testable import Driftlog

final class MaintenanceTaskTests: XCTestCase {
    func testVacuumTaskCanBeSubmitted() {
        let request = BGProcessingTaskRequest(identifier: "com.driftlog.app.vacuum")
        request.requiresExternalPower = true
        XCTAssertNoThrow(try BGTaskScheduler.shared.submit(request))
    }
}
