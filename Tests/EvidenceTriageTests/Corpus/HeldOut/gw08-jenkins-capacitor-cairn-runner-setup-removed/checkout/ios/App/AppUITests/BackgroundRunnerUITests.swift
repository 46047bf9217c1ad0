import XCTest

final class BackgroundRunnerUITests: XCTestCase {

    private var app: XCUIApplication!

    override func setUp() {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-CairnDebugMenu", "YES"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundRunnerUITests/\(name.split(separator: " ").last!.dropLast())"
        app.launch()
        app.buttons["Settings"].tap()
        app.cells["Background diagnostics"].tap()
    }

    func testRunnerTaskRegisteredAtLaunch() {
        let row = app.staticTexts["com.cairnapp.trails.background.task: registered"]
        XCTAssertTrue(row.waitForExistence(timeout: 5), "Runner task not listed as registered")
    }

    func testSimulatedLaunchDispatchesSyncEvent() {
        // Debug build only: calls -[BGTaskScheduler _simulateLaunchForTaskWithIdentifier:]
        app.buttons["Simulate runner launch"].tap()

        let event = app.staticTexts["Last runner event: syncTrails"]
        let exists = expectation(for: NSPredicate(format: "exists == 1"), evaluatedWith: event)
        wait(for: [exists], timeout: 30)
    }

    func testCleanupTaskRegisteredAtLaunch() {
        let row = app.staticTexts["com.cairnapp.trails.tilecache.cleanup: registered"]
        XCTAssertTrue(row.waitForExistence(timeout: 5))
    }
}
