import XCTest
import BackgroundTasks
@testable import Gannet

final class CleanupTaskTests: XCTestCase {
    func testCleanupTaskRegisters() {
        XCTAssertTrue(BackgroundTasksRegistry.shared.isRegistered("app.gannet.logbook.cleanup"))
    }

    func testCleanupSubmitSucceeds() throws {
        let request = BGProcessingTaskRequest(identifier: "app.gannet.logbook.cleanup")
        request.requiresNetworkConnectivity = false
        XCTAssertNoThrow(try BGTaskScheduler.shared.submit(request))
    }

    func testRefreshSubmitSucceeds() throws {
        XCTAssertNoThrow(try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "app.gannet.logbook.refresh")))
    }
}
