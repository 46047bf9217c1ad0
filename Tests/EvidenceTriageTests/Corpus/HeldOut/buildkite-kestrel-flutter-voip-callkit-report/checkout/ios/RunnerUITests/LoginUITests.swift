import XCTest

final class LoginUITests: XCTestCase {
    private let app = XCUIApplication()

    func testSignInWithMagicLink() {
        app.launchArguments += ["-KestrelFakeBackend", "YES", "-KestrelSignedOut", "YES"]
        app.launch()
        app.textFields["email"].tap()
        app.textFields["email"].typeText("qa+lab07@kestrel.invalid")
        app.buttons["Send magic link"].tap()
        XCTAssertTrue(app.staticTexts["Check your inbox"].waitForExistence(timeout: 5))
    }
}
