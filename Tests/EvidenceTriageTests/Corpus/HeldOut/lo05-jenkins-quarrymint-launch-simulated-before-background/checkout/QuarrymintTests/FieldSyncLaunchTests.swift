import BackgroundTasks
import XCTest
@testable import Quarrymint

/// Runs on the device lab (BGTaskScheduler does not accept requests on the Simulator).
final class FieldSyncLaunchTests: XCTestCase {
    override func setUp() {
        super.setUp()
        BackgroundTaskRecorder.currentTest = "QuarrymintTests.FieldSyncLaunchTests/\(testRun!.test.name.split(separator: " ").last!.dropLast())"
    }

    override func tearDown() {
        BackgroundTaskRecorder.currentTest = nil
        super.tearDown()
    }

    func testSimulatedProcessingLaunchRunsSync() {
        let ran = expectation(description: "field sync ran")
        FieldSync.shared.onSyncFinished = { _ in ran.fulfill() }
        FieldSync.shared.start(configuration: .testing)

        BGTaskScheduler.shared.perform(Selector(("_simulateLaunchForTaskWithIdentifier:")),
                                       with: FieldSync.processingIdentifier)

        wait(for: [ran], timeout: 20)
    }
}
