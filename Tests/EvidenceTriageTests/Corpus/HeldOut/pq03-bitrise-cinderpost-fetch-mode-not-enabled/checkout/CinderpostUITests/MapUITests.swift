import XCTest

final class MapUITests: XCTestCase {
    func testVenuePinOpensDetail() {
        let app = XCUIApplication()
        app.launchArguments = ["-fixtures"]
        app.launch()
        app.tabBars.buttons["Map"].tap()
        app.otherElements["pin.sightglass"].tap()
        XCTAssertTrue(app.navigationBars["Sightglass"].waitForExistence(timeout: 5))
    }
}
