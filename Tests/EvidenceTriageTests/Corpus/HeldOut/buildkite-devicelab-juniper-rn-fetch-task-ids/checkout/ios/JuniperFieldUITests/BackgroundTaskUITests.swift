import XCTest

/// UI tests for react-native-background-fetch wiring. The Debug build exposes a
/// "Background" screen with buttons that call BackgroundFetch.scheduleTask / the
/// private simulate-launch hook, and labels fed by the JS task callbacks.
final class BackgroundTaskUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundTaskUITests/\(name.split(separator: " ")[1].dropLast())"
        app.launchArguments += ["-JuniperResetStorage", "YES"]
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        app.buttons["Background"].tap()
    }

    func testSimulatedFetchRunsJsHandler() {
        app.buttons["Simulate com.transistorsoft.fetch"].tap()
        XCTAssertTrue(app.staticTexts["lastFetchEvent: com.transistorsoft.fetch"].waitForExistence(timeout: 20))
    }

    func testScheduleUploadTaskFromSettings() {
        app.buttons["Schedule photo upload"].tap()
        let status = app.staticTexts["uploadScheduleStatus"]
        XCTAssertTrue(status.waitForExistence(timeout: 10))
        XCTAssertEqual(status.label, "scheduled", "BackgroundFetch.scheduleTask(com.juniper.field.upload) should resolve")
    }

    func testManifestRefreshRunsWhenSimulated() {
        // Fresh install: simulate the manifest refresh task straight away.
        app.buttons["Simulate com.transistorsoft.refreshManifest"].tap()
        let refreshed = app.staticTexts["manifestRefreshedAt"]
        XCTAssertTrue(refreshed.waitForExistence(timeout: 20), "manifest refresh task never ran")
    }
}
