import XCTest

final class MapScreenUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testRecenterButtonShowsUserLocation() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestSimulatedLocation", "52.3702,4.8952"]
        app.launch()
        app.buttons["map.recenter"].tap()
        XCTAssertTrue(app.otherElements["map.userLocation"].waitForExistence(timeout: 5))
    }
}
