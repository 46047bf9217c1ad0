import XCTest

final class MapUITests: XCTestCase {
    func testTrailPinOpensDetail() {
        let app = XCUIApplication()
        app.launchArguments += ["-fixture-trails"]
        app.launch()
        app.otherElements["pin.skyline-loop"].tap()
        XCTAssertTrue(app.navigationBars["Skyline Loop"].waitForExistence(timeout: 4))
    }
}
