import XCTest

final class ProfileUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-ui-testing", "-seed-user", "Jordan Sato"]
        app.launch()
    }

    func testAvatarInitials() {
        app.tabBars.buttons["Profile"].tap()
        XCTAssertEqual(app.staticTexts["profile.initials"].label, "JS")
    }
}
