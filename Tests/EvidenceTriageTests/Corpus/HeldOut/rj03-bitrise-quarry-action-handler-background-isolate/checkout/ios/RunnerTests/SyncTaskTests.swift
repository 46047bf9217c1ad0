import XCTest
import BackgroundTasks
@testable import Runner

final class SyncTaskTests: XCTestCase {
    func testSyncHandlerRegistered() {
        XCTAssertTrue(SyncTask.isRegistered)
    }

    func testSimulatedLaunchRunsSync() throws {
        let ran = expectation(description: "sync task ran")
        SyncTask.onRunForTesting = { ran.fulfill() }
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"), with: SyncTask.identifier)
        wait(for: [ran], timeout: 20)
    }
}
