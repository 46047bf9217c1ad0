import XCTest

final class WaterLoggingUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-skipOnboarding", "YES"]
    }

    /// The first "Log a glass" asks for write access to dietary water, then saves the sample.
    func testLogGlassWritesToHealth() {
        app.launch()
        app.tabBars.buttons["Water"].tap()
        app.buttons["Log a glass"].tap()

        addUIInterruptionMonitor(withDescription: "Health access") { sheet in
            sheet.buttons["Turn On All"].tap()
            sheet.buttons["Allow"].tap()
            return true
        }
        app.tap()
        XCTAssertTrue(app.staticTexts["250 ml today"].waitForExistence(timeout: 15))
    }
}
