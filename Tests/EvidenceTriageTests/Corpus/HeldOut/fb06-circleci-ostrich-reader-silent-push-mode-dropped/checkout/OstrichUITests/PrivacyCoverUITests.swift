import XCTest

final class PrivacyCoverUITests: XCTestCase {
    func testCoverRemovedWhenReturningFromBackground() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-app-lock-enabled"]
        app.launch()

        // send app to background, and re-enter
        XCUIDevice.shared.press(.home)
        app.activate()

        XCTAssertFalse(app.otherElements["privacy-cover"].exists)
        XCTAssertTrue(app.navigationBars["Unlock Ostrich"].waitForExistence(timeout: 5))
    }
}
