import XCTest

final class BackgroundSyncUITests: XCTestCase {
    func testSimulatedPeriodicLaunchRunsPollenSync() {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundSyncUITests/testSimulatedPeriodicLaunchRunsPollenSync"
        app.launch()
        // The home screen schedules the periodic pollen sync on first appearance.
        XCTAssertTrue(app.staticTexts["pollen-sync-scheduled"].waitForExistence(timeout: 15))
        app.terminate()

        // Relaunch the way iOS would for the periodic task.
        app.launchArguments = ["-simulateBackgroundLaunch", "com.pollenpath.app.pollen-sync"]
        app.launch()
        sleep(8)
        app.activate()
        XCTAssertTrue(app.staticTexts["last-sync-background"].waitForExistence(timeout: 20),
                      "the simulated periodic launch should have synced pollen counts")
    }
}
