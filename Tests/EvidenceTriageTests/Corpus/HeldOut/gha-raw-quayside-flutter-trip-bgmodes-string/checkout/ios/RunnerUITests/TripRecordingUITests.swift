import XCTest

/// Quayside records a trip with the `location` Flutter plugin; background updates keep the
/// odometer running while the phone is locked (UIBackgroundModes: location).
final class TripRecordingUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["--use-fake-route", "harbour-loop"]
        app.launch()
    }

    func testStartTripShowsLiveDistance() {
        app.buttons["Start trip"].tap()
        let distance = app.staticTexts["liveDistance"]
        XCTAssertTrue(distance.waitForExistence(timeout: 15))
        XCTAssertNotEqual(distance.label, "0.0 mi")
    }

    func testTripKeepsRecordingInBackground() {
        app.buttons["Start trip"].tap()
        XCUIDevice.shared.press(.home)
        sleep(20)                                   // fake route keeps emitting fixes
        app.activate()
        XCTAssertTrue(app.staticTexts["pointsRecorded"].waitForExistence(timeout: 10))
    }
}
