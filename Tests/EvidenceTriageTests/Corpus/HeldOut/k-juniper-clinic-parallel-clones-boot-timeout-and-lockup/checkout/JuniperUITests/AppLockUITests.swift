import XCTest

final class AppLockUITests: XCTestCase {
    func testUnlockWithPasscode() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-applock", "enabled"]
        app.launch()
        for digit in "246810" { app.buttons[String(digit)].tap() }
        XCTAssertTrue(app.staticTexts["Today"].waitForExistence(timeout: 10))
    }
}
