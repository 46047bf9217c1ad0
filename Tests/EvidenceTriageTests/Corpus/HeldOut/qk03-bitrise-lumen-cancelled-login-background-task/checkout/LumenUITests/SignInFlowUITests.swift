import XCTest

final class SignInFlowUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTesting", "-diagnosticsOverlay"]
        app.launch()
    }

    func testWelcomeShowsContinueButton() {
        XCTAssertTrue(app.buttons["welcome.continue"].waitForExistence(timeout: 5))
    }

    func testCancelSignInThenHomeLeavesNoOpenTasks() {
        app.buttons["welcome.continue"].tap()
        let cancel = app.buttons["Cancel"]
        XCTAssertTrue(cancel.waitForExistence(timeout: 10))
        cancel.tap()

        XCUIDevice.shared.press(.home)
        sleep(35)
        app.activate()

        XCTAssertEqual(app.staticTexts["diagnostics.openBackgroundTasks"].label, "0")
    }
}
