import XCTest

final class NearbyTrailsUITests: XCTestCase {
    // The Trailmark-CI scheme's Test action sets the default location to "Yosemite Valley.gpx".
    func testNearbyListUsesSimulatedLocation() {
        let app = XCUIApplication()
        app.launchArguments += ["-skipOnboarding", "YES"]
        app.launch()
        app.tabBars.buttons["Nearby"].tap()
        let header = app.staticTexts["Trails near Yosemite Valley"]
        XCTAssertTrue(header.waitForExistence(timeout: 20), "nearby header never showed the simulated region")
    }
}
