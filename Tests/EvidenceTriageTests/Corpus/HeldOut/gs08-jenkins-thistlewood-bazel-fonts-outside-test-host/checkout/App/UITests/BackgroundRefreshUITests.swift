import XCTest

final class BackgroundRefreshUITests: XCTestCase {
    func testLoyaltyBalanceRefreshesInBackground() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestStubServer", "balance=120"]
        app.launch()
        XCTAssertTrue(app.staticTexts["balance.points"].waitForExistence(timeout: 10))

        // Send the app to the background and give the system time to run the balance refresh.
        XCUIDevice.shared.press(.home)
        sleep(90)
        app.activate()

        let updated = app.staticTexts["balance.updatedAt"]
        XCTAssertEqual(updated.label, "Updated in background", "the balance refresh did not run while the app was in the background")
    }
}
