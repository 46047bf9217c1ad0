import XCTest

final class TideChartUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launch()
    }

    func testChartRendersTwoDays() throws {
        XCTAssertTrue(app.otherElements["tide-chart"].waitForExistence(timeout: 10))
        XCTAssertEqual(app.staticTexts.matching(identifier: "day-label").count, 2)
    }

    func testPinchZoomKeepsLabels() throws {
        let chart = app.otherElements["tide-chart"]
        XCTAssertTrue(chart.waitForExistence(timeout: 10))
        chart.pinch(withScale: 2.5, velocity: 1.0)
        XCTAssertTrue(app.staticTexts["hw-label-0"].isHittable)
    }
}
