import XCTest

final class MapStyleUITests: XCTestCase {
    func testSatelliteToggle() {
        let app = XCUIApplication()
        app.launchArguments += ["-skipOnboarding", "YES"]
        app.launch()
        app.buttons["map.style"].tap()
        app.buttons["Satellite"].tap()
        XCTAssertTrue(app.otherElements["map.style.satellite"].waitForExistence(timeout: 3))
    }
}
