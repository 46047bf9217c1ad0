import XCTest

final class LoginUITests: XCTestCase {
    func testBiometricFallback() {
        let app = XCUIApplication(bundleIdentifier: "com.kelpie.roster")
        app.launch()
        app.buttons["login.usePasscode"].tap()
        XCTAssertTrue(app.secureTextFields["login.passcode"].waitForExistence(timeout: 5))
    }
}
