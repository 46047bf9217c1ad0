import XCTest

final class RouteCardScanUITests: XCTestCase {

    func testScanRouteCardOpensCamera() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-reset"]
        app.launch()
        app.tabBars.buttons["Routes"].tap()
        app.buttons["Scan route card"].tap()
        XCTAssertTrue(app.staticTexts["Point the camera at the route card"].waitForExistence(timeout: 10))
    }
}
