import XCTest

/// Uses the scheme's simulated route (Waymark/TestRoutes/Harbour-Loop.gpx).
final class TripRecordingUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testRecordsTripFromSimulatedRoute() {
        let app = XCUIApplication()
        app.launchArguments += ["-grant-location-always", "YES"]
        app.launch()

        app.buttons["Start Trip"].tap()
        let distance = app.staticTexts["trip.distance"]
        let moved = NSPredicate(format: "label BEGINSWITH 'Recording' AND NOT (label CONTAINS '0.0 km')")
        let fix = expectation(for: moved, evaluatedWith: distance)
        let result = XCTWaiter.wait(for: [fix], timeout: 45)
        XCTAssertEqual(result, .completed, "no location fix: status label is '\(app.staticTexts["trip.status"].label)'")

        app.buttons["Stop Trip"].tap()
        XCTAssertTrue(app.cells.containing(.staticText, identifier: "Harbour Loop").firstMatch.waitForExistence(timeout: 5))
    }
}
