import XCTest

final class ChartGestureUITests: XCTestCase {
    func testPinchZoomsTideChart() {
        let app = XCUIApplication()
        app.launchArguments = ["--offline-fixtures"]
        app.launch()
        let chart = app.otherElements["tideChart"]
        XCTAssertTrue(chart.waitForExistence(timeout: 20))
        chart.pinch(withScale: 2.0, velocity: 1.0)
        XCTAssertTrue(app.staticTexts["zoom: 2x"].exists)
    }
}
