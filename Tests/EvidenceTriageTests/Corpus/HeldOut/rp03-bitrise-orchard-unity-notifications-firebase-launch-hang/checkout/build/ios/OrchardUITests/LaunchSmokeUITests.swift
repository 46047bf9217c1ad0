import XCTest

final class LaunchSmokeUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testColdLaunchReachesMainMenu() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.otherElements["unity.mainmenu.ready"].waitForExistence(timeout: 60))
    }

    func testFirstRunShowsDailyChestOffer() {
        let app = XCUIApplication()
        app.launchArguments += ["-orchard-reset-progress"]
        app.launch()
        XCTAssertTrue(app.otherElements["unity.dailychest.offer"].waitForExistence(timeout: 60))
    }
}
