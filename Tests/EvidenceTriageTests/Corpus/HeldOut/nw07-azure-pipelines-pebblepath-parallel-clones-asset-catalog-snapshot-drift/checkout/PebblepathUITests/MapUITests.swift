import XCTest

final class MapUITests: XCTestCase {
    func testCenterOnUserButton() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-location", "51.4545,-2.5879"]
        app.launch()
        app.buttons["map.centerOnUser"].tap()
        XCTAssertTrue(app.otherElements["map.userAnnotation"].waitForExistence(timeout: 4))
    }
}
