import XCTest

final class RoutePreviewUITests: XCTestCase {
    func testStartNavigationShowsManeuverBanner() {
        let app = XCUIApplication()
        app.launchArguments = ["-demo-route", "sf-ferry-building"]
        app.launch()
        app.buttons["route.start"].tap()
        XCTAssertTrue(app.otherElements["maneuver.banner"].waitForExistence(timeout: 6))
    }

    func testRecenterButtonAppearsAfterPan() {
        let app = XCUIApplication()
        app.launchArguments = ["-demo-route", "sf-ferry-building"]
        app.launch()
        app.maps.firstMatch.swipeLeft()
        XCTAssertTrue(app.buttons["map.recenter"].waitForExistence(timeout: 3))
    }
}
