import XCTest

/// Runs with the Trailmark-UI scheme, whose Test action simulates
/// Pine Ridge trailhead (Trailmark/Locations/PineRidgeTrailhead.gpx).
final class MapScreenshotUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-resetOnboarding", "YES"]
        app.launch()
    }

    func testCurrentLocationPinShowsTrailhead() {
        app.tabBars.buttons["Map"].tap()
        let pin = app.otherElements["map.userLocation"]
        XCTAssertTrue(pin.waitForExistence(timeout: 10), "user location pin never appeared")
        XCTAssertEqual(app.staticTexts["map.nearestTrailhead"].label, "Pine Ridge Trailhead")
    }
}
