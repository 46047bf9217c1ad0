import XCTest
import workmanager
@testable import Runner

/// Runs the Workmanager iOS task handlers in-process the way a background launch does:
/// a fresh headless FlutterEngine executes the Dart callbackDispatcher for the task.
final class WorkmanagerBackgroundTests: XCTestCase {
    private let harness = BackgroundLaunchHarness()

    func testProcessingTaskRunsDartCallbackWithPlugins() {
        let result = harness.runProcessingTask(identifier: "com.heron.tides.sync", timeout: 30)
        XCTAssertEqual(result.dartOutcome, .success, "tide sync callback failed: \(result.lastError ?? "-")")
    }

    func testRefreshTaskUploadsPendingReadings() {
        let result = harness.runRefreshTask(identifier: "com.heron.tides.refresh", timeout: 30)
        XCTAssertEqual(result.uploadedReadings, 4, "pending gauge readings not uploaded: \(result.lastError ?? "-")")
    }
}
