import XCTest

final class TideTableUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-uiTesting", "-skipOnboarding", "-station", "PORTSMOUTH-FIXTURE"]
    }

    func testTideTableShowsHighWater() {
        app.launch()
        XCTAssertTrue(app.staticTexts["highWaterTime"].waitForExistence(timeout: 5))
    }

    func testMetricToggleShowsMetres() {
        app.launch()
        app.buttons["Settings"].tap()
        app.switches["Metric units"].tap()
        app.buttons["Done"].tap()
        let height = app.staticTexts["highWaterHeight"]
        XCTAssertTrue(height.waitForExistence(timeout: 5))
        XCTAssertEqual(height.label, "4.3 m")
    }
}
