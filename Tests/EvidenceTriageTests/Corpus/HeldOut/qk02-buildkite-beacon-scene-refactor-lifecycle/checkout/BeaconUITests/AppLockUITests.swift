import XCTest

final class AppLockUITests: XCTestCase {
    func testLockShownAfterHomeAndActivate() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTesting", "-appLock", "YES"]
        app.launch()
        XCTAssertTrue(app.otherElements["dashboard.root"].waitForExistence(timeout: 10))

        XCUIDevice.shared.press(.home)
        _ = app.wait(for: .runningBackground, timeout: 5)
        app.activate()

        XCTAssertTrue(app.otherElements["lock.screen"].waitForExistence(timeout: 5))
    }
}
