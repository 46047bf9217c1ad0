import XCTest

final class ComposeFlowUITests: XCTestCase {

    override func setUp() {
        continueAfterFailure = false
    }

    func testComposeFromShareSheet() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-fixture", "inbox-small"]
        app.launch()

        app.buttons["compose"].tap()
        XCTAssertTrue(app.textFields["to"].waitForExistence(timeout: 5))
    }
}
