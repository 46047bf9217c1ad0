import XCTest

/// Ridgeback Trails (Flutter). Recording uses the geolocator plugin with
/// background updates enabled (allowBackgroundLocationUpdates: true).
final class TrackRecordingUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["--ci-fake-gpx", "dartmoor-loop.gpx"]
        app.launch()
        addUIInterruptionMonitor(withDescription: "Location permission") { alert in
            alert.buttons["Allow While Using App"].tap()
            return true
        }
    }

    func testTrailListShowsNearbyTrails() {
        XCTAssertTrue(app.staticTexts["Haytor Loop"].waitForExistence(timeout: 15))
    }

    func testRecordingContinuesWhenBackgrounded() {
        app.buttons["Start recording"].tap()
        app.tap() // let the interruption monitor handle the permission alert
        XCTAssertTrue(app.staticTexts["recordingState: active"].waitForExistence(timeout: 10))
        XCUIDevice.shared.press(.home)
        sleep(20)
        app.activate()
        let distance = app.staticTexts["liveDistance"]
        XCTAssertNotEqual(distance.label, "0.00 km", "distance should keep accumulating while backgrounded")
    }
}
