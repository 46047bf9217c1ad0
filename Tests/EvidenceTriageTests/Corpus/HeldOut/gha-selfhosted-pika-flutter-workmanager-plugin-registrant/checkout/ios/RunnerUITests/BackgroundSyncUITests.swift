import XCTest

/// Lab iPhone only: the Debug screen can ask BGTaskScheduler to simulate a launch of a scheduled task.
final class BackgroundSyncUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundSyncUITests/\(name.split(separator: " ").last!.dropLast())"
        app.launch()
    }

    func testSimulatedProcessingTaskSyncsBudgets() {
        XCUIDevice.shared.press(.home)          // Dart schedules app.pika.budget.sync on AppLifecycleState.paused
        app.activate()
        app.buttons["Debug"].tap()
        app.buttons["Simulate app.pika.budget.sync"].tap()
        let status = app.staticTexts["lastSyncStatus"]
        XCTAssertTrue(status.waitForExistence(timeout: 30))
        XCTAssertEqual(status.label, "ok", "the background Dart isolate should sync budgets")
    }
}
