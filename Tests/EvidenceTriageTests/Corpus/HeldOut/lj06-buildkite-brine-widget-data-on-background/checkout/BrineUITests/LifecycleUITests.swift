import XCTest

final class LifecycleUITests: XCTestCase {
    func testBackgroundingReturnsPromptly() {
        let app = XCUIApplication()
        app.launchArguments += ["-seedArticles", "20000"]
        app.launch()
        XCUIDevice.shared.press(.home)
        app.activate()
        XCTAssertTrue(app.navigationBars["Feeds"].waitForExistence(timeout: 5))
    }
}
