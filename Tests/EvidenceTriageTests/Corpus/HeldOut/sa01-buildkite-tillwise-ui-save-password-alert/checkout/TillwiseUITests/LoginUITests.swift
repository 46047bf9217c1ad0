import XCTest

final class LoginUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-ui-testing", "-mocks"]
        app.launch()
    }

    func testLoginWithSiteAddressShowsMyStore() throws {
        LoginFlow.logIn(app)
        let myStore = app.navigationBars["My store"]
        XCTAssertTrue(myStore.waitForExistence(timeout: 10), "My store screen did not appear after login")
    }
}
