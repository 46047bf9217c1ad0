import XCTest
import BackgroundTasks
@testable import Kiln

/// Device lab: uses BGTaskScheduler's private debug hook to deliver the launch.
final class PantrySyncTaskTests: XCTestCase {
    func testSimulatedLaunchRunsPantrySync() throws {
        let synced = expectation(description: "pantry sync finished")
        PantrySyncTask.onFinished = { _ in synced.fulfill() }
        try PantrySyncTask.schedule(earliest: .now)
        DebugBGTasks.simulateLaunch(PantrySyncTask.identifier)
        wait(for: [synced], timeout: 30)
    }
}
