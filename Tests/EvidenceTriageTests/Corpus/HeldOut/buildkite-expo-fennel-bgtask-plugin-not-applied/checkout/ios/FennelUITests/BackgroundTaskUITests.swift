import XCTest

/// Drives the Expo app's debug screen. "Run worker now" calls
/// BackgroundTask.triggerTaskWorkerForTestingAsync(), which asks BGTaskScheduler to
/// launch the expo-background-task worker immediately (debug builds only).
final class BackgroundTaskUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchEnvironment["EVIDENCE_TEST_ID"] = name
        app.launchArguments += ["--debug-screen", "--seed-readings=12"]
        app.launch()
    }

    func testDiagnosticsShowWorkerRegistered() {
        app.buttons["Diagnostics"].tap()
        let row = app.staticTexts["worker.registered"]
        XCTAssertTrue(row.waitForExistence(timeout: 5))
        XCTAssertEqual(row.label, "registered: true")
    }

    func testTriggerWorkerUploadsQueuedReadings() {
        app.buttons["Diagnostics"].tap()
        app.buttons["Run worker now"].tap()
        let queued = app.staticTexts["readings.queued"]
        XCTAssertTrue(queued.waitForExistence(timeout: 5))
        let drained = NSPredicate(format: "label == %@", "queued: 0")
        let result = XCTWaiter().wait(for: [expectation(for: drained, evaluatedWith: queued)], timeout: 20)
        XCTAssertEqual(result, .completed, "worker did not drain the queue; \(queued.label)")
    }
}
