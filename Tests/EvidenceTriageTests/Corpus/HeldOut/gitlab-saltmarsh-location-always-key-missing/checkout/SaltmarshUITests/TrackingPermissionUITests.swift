import XCTest

/// Trip tracking needs Always authorization: Saltmarsh logs tide walks with
/// startMonitoringSignificantLocationChanges() once the user enables it.
final class TrackingPermissionUITests: XCTestCase {
    private let app = XCUIApplication()
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.resetAuthorizationStatus(for: .location)
        app.launch()
    }

    func testEnableTrackingShowsAlwaysPrompt() {
        app.switches["Enable trip tracking"].tap()
        let prompt = springboard.alerts["Allow “Saltmarsh” to use your location?"]
        XCTAssertTrue(prompt.waitForExistence(timeout: 10), "no location authorization prompt after enabling trip tracking")
        prompt.buttons["Allow While Using App"].tap()
    }

    func testSignificantChangeMonitoringStartsAfterAuthorization() {
        addUIInterruptionMonitor(withDescription: "Location") { alert in
            alert.buttons["Allow While Using App"].tap()
            return true
        }
        app.switches["Enable trip tracking"].tap()
        app.tap()
        let status = app.staticTexts["significantChangeMonitoring"]
        XCTAssertTrue(status.waitForExistence(timeout: 10))
        XCTAssertEqual(status.label, "on", "significant-change monitoring should start once authorization is granted")
    }
}
