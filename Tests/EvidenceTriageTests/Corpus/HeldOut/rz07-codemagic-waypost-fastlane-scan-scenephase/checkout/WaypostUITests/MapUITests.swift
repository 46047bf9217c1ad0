import XCTest

final class MapUITests: XCTestCase {
    func testCompassButtonResetsHeading() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-fixed-location"]
        app.launch()
        app.maps.firstMatch.rotate(0.8, withVelocity: 1)
        app.buttons["map.compass"].tap()
        XCTAssertEqual(app.staticTexts["map.heading"].label, "N 0°")
    }
}
