import XCTest

final class SignInUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.pennant.expenses")

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["--uitest", "--reset-state"]
        app.launch()
    }

    func testSignInKeepsSessionAfterRelaunch() {
        app.textFields["signin.email"].tap()
        app.textFields["signin.email"].typeText("qa+ci@pennant.test")
        app.secureTextFields["signin.password"].tap()
        app.secureTextFields["signin.password"].typeText("correct-horse")
        app.buttons["signin.submit"].tap()

        app.terminate()
        app.launchArguments = ["--uitest"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Welcome back"].waitForExistence(timeout: 10))
    }
}
