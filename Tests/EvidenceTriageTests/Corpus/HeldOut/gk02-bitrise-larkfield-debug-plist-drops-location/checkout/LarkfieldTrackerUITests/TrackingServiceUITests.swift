import XCTest

final class TrackingServiceUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-serverURL", "http://127.0.0.1:5055", "-resetDefaults"]
        addUIInterruptionMonitor(withDescription: "Location permission") { alert in
            alert.buttons["Allow While Using App"].tap(); return true
        }
    }

    func testReportsPositionsAfterBackgrounding() {
        app.launch()
        app.switches["Service status"].tap()
        app.tap()   // lets the interruption monitor handle the permission alert
        XCTAssertTrue(app.staticTexts["Tracking active"].waitForExistence(timeout: 10))
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 52.3676, longitude: 4.9041))
        XCUIDevice.shared.press(.home)
        sleep(5)
        app.activate()
        XCTAssertGreaterThan(Int(app.staticTexts["queued-count"].label) ?? 0, 0)
    }

    func testServiceStatusSurvivesRelaunch() {
        app.launch()
        app.switches["Service status"].tap()
        app.tap()
        XCTAssertTrue(app.staticTexts["Tracking active"].waitForExistence(timeout: 10))
        app.terminate()
        app.launchArguments.removeAll { $0 == "-resetDefaults" }
        app.launch()
        XCTAssertEqual(app.switches["Service status"].value as? String, "1")
    }
}
