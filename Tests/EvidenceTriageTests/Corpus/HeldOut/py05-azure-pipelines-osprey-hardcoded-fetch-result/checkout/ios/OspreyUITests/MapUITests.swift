import XCTest

final class MapUITests: XCTestCase {
    func testPinsClusterAtLowZoom() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-OspreyFixture", "sightings-200"]
        app.launch()
        app.maps.firstMatch.pinch(withScale: 0.2, velocity: -2)
        XCTAssertTrue(app.otherElements["cluster.200"].waitForExistence(timeout: 5))
    }
}
