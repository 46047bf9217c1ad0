import XCTest

final class SupportRequestUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTestStubSupportAPI"]
        app.launch()
    }

    func testSubmitSupportRequest() {
        app.tabBars.buttons["Settings"].tap()
        app.buttons["settings.contactSupport"].tap()
        let message = app.textViews["support.message"]
        message.tap()
        message.typeText("Photos stopped syncing after the last update.")
        app.buttons["support.send"].tap()
        XCTAssertTrue(app.alerts["Thanks, we'll be in touch"].waitForExistence(timeout: 5))
    }
}
