import XCTest

final class ClipExportUITests: XCTestCase {
    func testExportToCameraRoll() {
        let app = XCUIApplication()
        app.launchArguments += ["-SeedClip", "gondola-12s"]
        app.launch()
        app.cells["gondola-12s"].tap()
        app.buttons["Export"].tap()
        XCTAssertTrue(app.staticTexts["Saved to Photos"].waitForExistence(timeout: 20))
    }
}
