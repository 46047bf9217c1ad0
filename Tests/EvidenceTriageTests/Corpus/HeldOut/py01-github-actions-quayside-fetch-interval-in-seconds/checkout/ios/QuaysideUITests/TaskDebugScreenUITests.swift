import XCTest

final class TaskDebugScreenUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    func testTideSyncIntervalIsFifteenMinutes() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-QuaysideDebugTasks"]
        app.launch()
        let interval = app.staticTexts["debug.quayside-tide-sync.minimumInterval"]
        XCTAssertTrue(interval.waitForExistence(timeout: 10))
        XCTAssertEqual(interval.label, "900")
    }
}
