import XCTest

final class ContinuedExportUITests: XCTestCase {
    func testExportContinuesAfterBackgrounding() {
        let app = XCUIApplication()
        app.launchArguments += ["-seedClips", "3"]
        app.launch()
        app.buttons["Export All"].tap()
        XCUIDevice.shared.press(.home)

        app.activate()
        XCTAssertTrue(app.staticTexts["Export complete"].waitForExistence(timeout: 120))
    }
}
