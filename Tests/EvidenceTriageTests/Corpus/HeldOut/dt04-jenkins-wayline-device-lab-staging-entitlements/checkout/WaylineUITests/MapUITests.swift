import XCTest

final class MapUITests: XCTestCase {

    func testFollowVehicleRecenters() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-wayline-fixture-trip", "T-4411"]
        app.launch()
        app.buttons["follow-vehicle"].tap()
        let map = app.maps.firstMatch
        XCTAssertTrue(map.waitForExistence(timeout: 10))
        map.pinch(withScale: 0.5, velocity: -1)
        app.buttons["recenter"].tap()
        XCTAssertEqual(app.staticTexts["map-mode"].label, "following")
    }
}
