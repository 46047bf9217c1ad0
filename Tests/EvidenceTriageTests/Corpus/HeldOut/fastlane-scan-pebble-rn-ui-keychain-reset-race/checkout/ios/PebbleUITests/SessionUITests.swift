import XCTest

final class SessionUITests: XCTestCase {
    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        // Start every test signed out.
        KeychainWrapper.standard.removeAllKeys()
    }

    func testFreshInstallShowsSignIn() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.buttons["Sign in with email"].waitForExistence(timeout: 15), "sign-in screen not shown")
    }

    func testSignedInUserSeesJournal() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-signed-in"]
        app.launch()
        XCTAssertTrue(app.otherElements["journal-list"].waitForExistence(timeout: 15))
    }
}
