import BackgroundTasks
import XCTest
@testable import Quayside

/// Hosted in the app. Drives the manifest-sync BGProcessingTask handler through
/// BGTaskScheduler's private launch simulation, as the team does from the debugger.
final class SyncLaunchTests: XCTestCase {
    func testSimulatedLaunchRunsSync() {
        let ran = expectation(description: "sync handler ran")
        ManifestSync.shared.onHandlerStart = { ran.fulfill() }
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"), with: ManifestSync.taskIdentifier)
        wait(for: [ran], timeout: 5)
    }
}
