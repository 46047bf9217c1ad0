import XCTest

/// Kestrel (.NET MAUI) logs birding trips from CLLocationManager.StartMonitoringSignificantLocationChanges.
/// The pipeline drives the Simulator along a route with `xcrun simctl location ... start` while these run.
final class SignificantChangeUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.kestrel.birding")

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-KestrelUITest", "1"]
        app.launch()
        XCTAssertTrue(app.staticTexts["locationAuthorization: always"].waitForExistence(timeout: 10))
        app.buttons["Start trip"].tap()
    }

    func testSegmentLoggedAfterSimulatedDrive() {
        XCUIDevice.shared.press(.home)
        sleep(180)                                       // route in route-estuary.gpx is ~6 km at 25 m/s
        app.activate()
        let segments = app.staticTexts["tripSegments"]
        XCTAssertTrue(segments.waitForExistence(timeout: 5))
        XCTAssertNotEqual(segments.label, "0", "no significant-change update during a 6 km simulated drive")
    }

    func testRelaunchedBySignificantChangeAfterTermination() {
        app.terminate()
        let relaunched = app.wait(for: .runningBackground, timeout: 300)
        XCTAssertTrue(relaunched, "app was not relaunched into the background by a significant-change event")
    }
}
