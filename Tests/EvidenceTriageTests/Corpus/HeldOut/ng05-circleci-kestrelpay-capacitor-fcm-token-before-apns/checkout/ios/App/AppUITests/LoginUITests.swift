import XCTest

final class LoginUITests: XCTestCase {

    func testFaceIdFallbackShowsPasscode() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTesting", "-biometryEnrolled", "NO"]
        app.launch()
        app.buttons["Sign in"].tap()
        XCTAssertTrue(app.secureTextFields["Passcode"].waitForExistence(timeout: 10))
    }
}
