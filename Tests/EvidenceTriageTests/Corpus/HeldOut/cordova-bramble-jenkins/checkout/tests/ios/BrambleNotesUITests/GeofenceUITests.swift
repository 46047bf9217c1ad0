import XCTest

/// cordova-plugin-geofence: the 'Harbour office' fence (radius 150 m) is added at launch.
/// The Jenkins stage moves the simulator with `simctl location ... start harbour-walk.gpx`.
final class GeofenceUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-e2e-reset", "-e2e-geofence"]
        app.launch()
    }

    func testEnteringHarbourFenceRaisesEvent() {
        XCTAssertEqual(app.staticTexts["fence-count"].label, "1")

        let entered = app.staticTexts["fence-event-ENTER"]

        XCTAssertTrue(entered.waitForExistence(timeout: 60), "no ENTER transition for 'harbour-office' within 60 s of starting the GPX walk")
    }
}
