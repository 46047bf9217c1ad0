import XCTest
import BackgroundTasks
@testable import Runner

/// Device-lab suite (self-hosted iPhone on the charger). Exercises the
/// workmanager periodic task the Dart side registers with
/// `Workmanager().registerPeriodicTask(...)`.
final class PeriodicSyncTests: XCTestCase {
    private let taskId = "dev.fennel.notes.periodicSync"

    func testPeriodicSyncIsRegisteredAsAppRefresh() throws {
        let request = try XCTUnwrap(PeriodicSyncBridge.lastRequest(for: taskId))
        XCTAssertTrue(request is BGAppRefreshTaskRequest)
    }

    func testPeriodicSyncRunsWithinTwentyMinutes() throws {
        // Android fires the 15-minute periodic work reliably; the same
        // expectation is applied to iOS here.
        let fired = expectation(description: "periodic sync callback dispatched")
        PeriodicSyncBridge.onDispatch = { id in
            if id == self.taskId { fired.fulfill() }
        }
        try PeriodicSyncBridge.registerPeriodic(identifier: taskId, frequency: 15 * 60)
        wait(for: [fired], timeout: 20 * 60)
    }
}
