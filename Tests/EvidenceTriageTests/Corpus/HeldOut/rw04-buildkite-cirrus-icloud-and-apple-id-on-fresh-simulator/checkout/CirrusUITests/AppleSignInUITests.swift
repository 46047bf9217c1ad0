import XCTest

final class AppleSignInUITests: XCTestCase {
    func testContinueWithAppleReturnsCredential() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["Sign in with Apple"].tap()
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let cont = springboard.buttons["Continue"]
        if cont.waitForExistence(timeout: 5) { cont.tap() }
        XCTAssertTrue(app.staticTexts["account.signedIn"].waitForExistence(timeout: 10))
    }
}
