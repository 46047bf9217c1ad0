import XCTest

final class SettingsUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-resetDefaults"]
        app.launch()
    }

    func testDeviceIdentifierIsShown() {
        XCTAssertTrue(app.staticTexts["device-identifier"].waitForExistence(timeout: 5))
    }

    func testInvalidServerURLShowsError() {
        let field = app.textFields["server-url"]
        field.tap()
        field.typeText("ftp://nope")
        // The keyboard's return key commits the field; Save sits in the nav bar and is
        // only enabled once the field has committed, which can take a frame on CI.
        // (Known flake: see #571. The retry in CI covers it until the toolbar
        // refactor lands; do not add sleeps here.)
        let save = app.buttons["Save"]
        _ = save.waitForExistence(timeout: 2)
        app.buttons["Save"].tap()
        XCTAssertTrue(app.staticTexts["Only http and https URLs are supported"].waitForExistence(timeout: 5))
    }
}
