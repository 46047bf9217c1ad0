import XCTest
import BackgroundTasks
@testable import Runner

/// Drives the Dart side through the method channel and waits for the upload to run in the background.
final class WorkmanagerOneOffTests: XCTestCase {
    private var harness: FlutterTestHarness!

    override func setUp() {
        super.setUp()
        harness = FlutterTestHarness(entrypoint: "uploadTestMain")
        harness.start()
    }

    override func tearDown() {
        harness.stop()
        super.tearDown()
    }

    func testOneOffUploadRunsWithinTwoMinutes() throws {
        let ran = expectation(description: "one-off upload task ran")
        harness.onDartEvent("receipts-upload.done") { _ in ran.fulfill() }

        // registerOneOffTask submits a BGProcessingTaskRequest for com.quayside.receipts.upload
        let submitted = try harness.invoke("registerOneOffTask", arguments: [
            "uniqueName": "receipts-upload",
            "taskName": "com.quayside.receipts.upload",
            "initialDelaySeconds": 5,
        ])
        XCTAssertEqual(submitted as? Bool, true)

        // Background the app so iOS can pick the task up.
        harness.sendToBackground()
        wait(for: [ran], timeout: 120)
    }
}
