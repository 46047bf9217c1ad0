import XCTest

final class AutoTripUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-UITestResetState"]
    }

    func testAutoTripToggleIsOffByDefault() throws {
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        XCTAssertEqual(app.switches["Auto-detect trips"].value as? String, "0")
    }

    func testEnablingAutoTripStartsActivityUpdates() throws {
        addUIInterruptionMonitor(withDescription: "Location permission") { alert in
            alert.buttons["Allow While Using App"].tap()
            return true
        }
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        app.switches["Auto-detect trips"].tap()
        app.tap() // let the interruption monitor handle the permission alert

        let status = app.staticTexts["autoTripStatus"]
        XCTAssertTrue(status.waitForExistence(timeout: 10))
        XCTAssertEqual(status.label, "Watching for trips")
    }

    /// The app is relaunched in the background for a significant-change event while
    /// auto-detect is on; monitoring must resume and the status must survive the relaunch.
    func testRelaunchFromSignificantChangeResumesTrip() throws {
        app.launchArguments += ["-autoDetectTrips", "YES"]
        app.launchEnvironment["UITEST_SIMULATE_LOCATION_LAUNCH"] = "1"
        app.launch()
        app.tabBars.buttons["Settings"].tap()

        let status = app.staticTexts["autoTripStatus"]
        XCTAssertTrue(status.waitForExistence(timeout: 10))
        XCTAssertEqual(status.label, "Watching for trips")
    }
}
