import XCTest

final class SignInAutomationUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-automation", "-stub-idp"]
        app.launch()
    }

    func testAcquireTokenShowsResult() {
        app.buttons["Acquire Token"].tap()
        XCTAssertTrue(app.staticTexts["token.result"].waitForExistence(timeout: 30), "token.result never appeared")
    }

    func testAcquireTokenSilentShowsResult() {
        app.buttons["Acquire Token Silent"].tap()
        XCTAssertTrue(app.staticTexts["token.result"].waitForExistence(timeout: 30), "token.result never appeared")
    }
}
