import XCTest

final class ReaderUITests: XCTestCase {
    func testCanLaunchInUITestMode() throws {
        // Launches with plugins disabled (MARIGOLD_SKIP_PLUGINS) to check the shell alone.
        let app = XCUIApplication()
        app.launchEnvironment["MARIGOLD_SKIP_PLUGINS"] = "1"
        app.launch()
        XCTAssertTrue(app.staticTexts["Library"].waitForExistence(timeout: 15))
    }
}
