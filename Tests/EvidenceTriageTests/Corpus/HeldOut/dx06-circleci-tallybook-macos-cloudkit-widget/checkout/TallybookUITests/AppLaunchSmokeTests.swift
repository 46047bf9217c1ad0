import XCTest

final class AppLaunchSmokeTests: XCTestCase {
    func testLaunchesWithCloudEntitlements() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.windows["main-window"].waitForExistence(timeout: 15), "Tallybook did not reach its main window")
    }
}
