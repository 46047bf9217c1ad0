import XCTest

final class MapUITests: XCTestCase {
    func testRecenterButton() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Map"].tap()
        app.buttons["map.recenter"].tap()
        XCTAssertTrue(app.otherElements["map.userDot"].waitForExistence(timeout: 5))
    }
}
