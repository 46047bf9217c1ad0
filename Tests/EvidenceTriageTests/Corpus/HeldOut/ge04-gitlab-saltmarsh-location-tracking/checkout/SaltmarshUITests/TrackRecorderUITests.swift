import XCTest

/// Drives a recording along Saltmarsh/Resources/TidalLoop.gpx, the scheme's simulated
/// location for the Test action.
final class TrackRecorderUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-foregroundOnly", "YES", "-skipOnboarding", "YES"]
    }

    func testStartButtonShowsRecordingBanner() {
        app.launch()
        app.buttons["Start hike"].tap()
        XCTAssertTrue(app.staticTexts["Recording"].waitForExistence(timeout: 5))
    }

    func testRecordingFollowsScenarioRoute() {
        app.launch()
        app.buttons["Start hike"].tap()
        XCTAssertTrue(app.staticTexts["Recording"].waitForExistence(timeout: 5))

        // TidalLoop.gpx walks ~2.4 km in 60 s of simulated time.
        let distance = app.staticTexts["distance-label"]
        let moved = NSPredicate(format: "label BEGINSWITH '1.' OR label BEGINSWITH '2.'")
        let result = XCTWaiter.wait(for: [expectation(for: moved, evaluatedWith: distance)], timeout: 75)

        XCTAssertEqual(result, .completed, "distance stayed at \(distance.label) — no movement along TidalLoop.gpx")
    }
}
