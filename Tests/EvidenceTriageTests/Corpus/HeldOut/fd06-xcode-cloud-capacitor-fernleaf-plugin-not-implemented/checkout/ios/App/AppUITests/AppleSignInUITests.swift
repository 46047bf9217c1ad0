import XCTest

final class AppleSignInUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uiTesting"]
        app.launch()
    }

    //
    //
    //
    func testSignInWithAppleButtonOpensSheet() throws {
        app.buttons["Sign in with Apple"].tap()

        let sheet = app.sheets["Sign In with Apple"]
        let appeared = sheet.waitForExistence(timeout: 10)
        let console = app.staticTexts.element(boundBy: 0).label   // -uiTesting mirrors the web console
        XCTAssertTrue(appeared,
                      "Sign in sheet did not appear; web console: \(console)")
    }

    func testSignInErrorShowsRetry() throws {
        // The stub authorisation provider cancels; the app should offer a retry.
        app.launchEnvironment["FERNLEAF_SIWA_STUB"] = "cancel"
        app.buttons["Sign in with Apple"].tap()

        let retry = app.staticTexts["Try again"]
        _ = retry.waitForExistence(timeout: 5)
        let message = app.staticTexts.element(boundBy: 0)
        XCTAssertEqual(message.label as String?,
                       "Sign in was cancelled. Try again")
    }
}
