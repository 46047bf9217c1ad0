import XCTest

final class AccountSettingsUITests: XCTestCase {
    func testSignOutAsksForConfirmation() {
        let app = XCUIApplication()
        app.launchArguments += ["-OrchardSignedInFixture"]
        app.launch()
        app.tabBars.buttons["Account"].tap()
        app.buttons["Sign out"].tap()
        XCTAssertTrue(app.alerts["Sign out of Orchard?"].waitForExistence(timeout: 3))
    }

    func testAccountShowsEmail() {
        let app = XCUIApplication()
        app.launchArguments += ["-OrchardSignedInFixture"]
        app.launch()
        app.tabBars.buttons["Account"].tap()
        XCTAssertTrue(app.staticTexts["ines@orchard.example"].exists)
    }
}
